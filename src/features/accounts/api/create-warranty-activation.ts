import { WarrantyActivationSchema, type WarrantyActivation } from '@/contract/accounts';
import type { SchemaOf } from '@/contract/endpoints/define';
import { warrantyActivationCreate } from '@/contract/endpoints/forms';
import { submitForm, toFormData } from '@/lib/forms/submit-form';
import { useFormSubmission, type FormMutationOptions } from '@/lib/forms/use-form-submission';

// Activating a warranty: the activation form, and the owner's one-tap button on /profile
// (docs/decisions/200-code-structure.md).

/** Typed from the declaration, so naming another schema there fails to compile. */
export const createWarrantyActivationInputSchema: SchemaOf<typeof warrantyActivationCreate.input> = WarrantyActivationSchema;

/** The one-tap activation: the same form POST, with a fresh Idempotency-Key. */
export const createWarrantyActivation = (input: Pick<WarrantyActivation, 'serial_number' | 'reference'>) =>
  submitForm(warrantyActivationCreate, toFormData(input), crypto.randomUUID());

/** Submit with an Idempotency-Key; offline, the service worker keeps it in the outbox (docs/decisions/091-form-outbox.md). */
export const useCreateWarrantyActivation = <V>(options: FormMutationOptions<V>) =>
  useFormSubmission({ endpoint: warrantyActivationCreate, ...options });
