import { SubscriptionSchema } from '@/contract/accounts';
import type { SchemaOf } from '@/contract/endpoints/define';
import { subscriptionCreate } from '@/contract/endpoints/forms';
import { useFormSubmission, type FormMutationOptions } from '@/lib/forms/use-form-submission';

// Subscribing to the news (docs/decisions/200-code-structure.md).

/** Typed from the declaration, so naming another schema there fails to compile. */
export const createSubscriptionInputSchema: SchemaOf<typeof subscriptionCreate.input> = SubscriptionSchema;

/** Submit with an Idempotency-Key; offline, the service worker keeps it in the outbox (docs/decisions/091-form-outbox.md). */
export const useCreateSubscription = <V>(options: FormMutationOptions<V>) =>
  useFormSubmission({ endpoint: subscriptionCreate, ...options });
