import { ProductRegistrationSchema } from '@/contract/accounts';
import type { SchemaOf } from '@/contract/endpoints/define';
import { productRegistrationCreate } from '@/contract/endpoints/forms';
import { useFormSubmission, type FormMutationOptions } from '@/lib/forms/use-form-submission';

// Registering a product with its invoice (docs/decisions/200-code-structure.md).

/** Typed from the declaration, so naming another schema there fails to compile. */
export const createProductRegistrationInputSchema: SchemaOf<typeof productRegistrationCreate.input> = ProductRegistrationSchema;

/** Submit with an Idempotency-Key; offline, the service worker keeps it in the outbox (docs/decisions/091-form-outbox.md). */
export const useCreateProductRegistration = <V>(options: FormMutationOptions<V>) =>
  useFormSubmission({ endpoint: productRegistrationCreate, ...options });
