import type { UseFormReturnType } from '@mantine/form';
import { FormSubmitError } from '@/lib/forms/submit-form';

/** The server's field errors (already in the request's language) onto the form's fields. */
export function setServerErrors<V>(form: UseFormReturnType<V>, error: unknown) {
  if (!(error instanceof FormSubmitError)) return;
  form.setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([field, texts]) => [field, texts.join(' ')])));
}
