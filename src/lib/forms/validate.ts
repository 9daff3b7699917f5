import '../zod-config'; // before any parse (CSP: no eval)
import { schemaResolver, type FormErrors } from '@mantine/form';

/** The shared zod schema (docs/architecture.md §6) plus checks it cannot express (attachments), as one validator. */
export function formValidator<V>(schema: Parameters<typeof schemaResolver>[0], extra?: (values: V) => FormErrors) {
  const resolve = schemaResolver(schema, { sync: true });
  return (values: V): FormErrors => ({ ...resolve(values), ...extra?.(values) });
}
