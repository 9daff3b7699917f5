import type { SchemaOf } from '@/contract/endpoints/define';
import { careerApplicationCreate } from '@/contract/endpoints/forms';
import { CareerApplicationSchema } from '@/contract/forms';
import { useFormSubmission, type FormMutationOptions } from '@/lib/forms/use-form-submission';

// Sending a job application with its CV (docs/decisions/200-code-structure.md).

/** Typed from the declaration, so naming another schema there fails to compile. */
export const createCareerApplicationInputSchema: SchemaOf<typeof careerApplicationCreate.input> = CareerApplicationSchema;

/** Submit with an Idempotency-Key; offline, the service worker keeps it in the outbox (docs/decisions/091-form-outbox.md). */
export const useCreateCareerApplication = <V>(options: FormMutationOptions<V>) =>
  useFormSubmission({ endpoint: careerApplicationCreate, ...options });
