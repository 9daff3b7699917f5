import type { SchemaOf } from '@/contract/endpoints/define';
import { lotteryEntryCreate } from '@/contract/endpoints/forms';
import { LotteryEntrySchema } from '@/contract/forms';
import { useFormSubmission, type FormMutationOptions } from '@/lib/forms/use-form-submission';

// Registering a purchase for the lottery, with the invoice (docs/decisions/200-code-structure.md).

/** Typed from the declaration, so naming another schema there fails to compile. */
export const createLotteryEntryInputSchema: SchemaOf<typeof lotteryEntryCreate.input> = LotteryEntrySchema;

/** Submit with an Idempotency-Key; offline, the service worker keeps it in the outbox (docs/decisions/091-form-outbox.md). */
export const useCreateLotteryEntry = <V>(options: FormMutationOptions<V>) =>
  useFormSubmission({ endpoint: lotteryEntryCreate, ...options });
