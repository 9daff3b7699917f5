import type { SchemaOf } from '@/contract/endpoints/define';
import { quoteDecisionCreate } from '@/contract/endpoints/forms';
import { QuoteDecisionSchema } from '@/contract/forms';
import { useFormSubmission, type FormMutationOptions } from '@/lib/forms/use-form-submission';

// The customer's answer to a repair quote, from the status lookup (docs/decisions/310-submissions-in-the-studio.md).

/** Typed from the declaration, so naming another schema there fails to compile. */
export const createQuoteDecisionInputSchema: SchemaOf<typeof quoteDecisionCreate.input> = QuoteDecisionSchema;

/** Submit with an Idempotency-Key; offline, the service worker keeps it in the outbox (docs/decisions/091-form-outbox.md). */
export const useCreateQuoteDecision = <V>(options: FormMutationOptions<V>) =>
  useFormSubmission({ endpoint: quoteDecisionCreate, ...options });
