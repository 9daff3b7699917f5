import type { SchemaOf } from '@/contract/endpoints/define';
import { supportRequestCreate } from '@/contract/endpoints/forms';
import { SupportRequestSchema } from '@/contract/forms';
import { useFormSubmission, type FormMutationOptions } from '@/lib/forms/use-form-submission';

// Sending a support request (docs/decisions/200-code-structure.md).

/** Typed from the declaration, so naming another schema there fails to compile. */
export const createSupportRequestInputSchema: SchemaOf<typeof supportRequestCreate.input> = SupportRequestSchema;

/** Submit with an Idempotency-Key; offline, the service worker keeps it in the outbox (docs/decisions/091-form-outbox.md). */
export const useCreateSupportRequest = <V>(options: FormMutationOptions<V>) =>
  useFormSubmission({ endpoint: supportRequestCreate, ...options });
