import type { SchemaOf } from '@/contract/endpoints/define';
import { giveawayRegistrationCreate } from '@/contract/endpoints/forms';
import { GiveawayRegistrationSchema } from '@/contract/forms';
import { useFormSubmission, type FormMutationOptions } from '@/lib/forms/use-form-submission';

// Registering for one giveaway (docs/decisions/200-code-structure.md).

/** Typed from the declaration, so naming another schema there fails to compile. */
export const createGiveawayRegistrationInputSchema: SchemaOf<typeof giveawayRegistrationCreate.input> = GiveawayRegistrationSchema;

/** Submit with an Idempotency-Key; offline, the service worker keeps it in the outbox (docs/decisions/091-form-outbox.md). */
export const useCreateGiveawayRegistration = <V>(options: FormMutationOptions<V>) =>
  useFormSubmission({ endpoint: giveawayRegistrationCreate, ...options });
