import type { SchemaOf } from '@/contract/endpoints/define';
import { inquiryCreate } from '@/contract/endpoints/forms';
import { BusinessInquirySchema, ContactInquirySchema, InquirySchema } from '@/contract/forms';
import { useFormSubmission, type FormMutationOptions } from '@/lib/forms/use-form-submission';

// Sending a contact message or a business inquiry (one endpoint, `type` tells them apart). The input schema
// is the declaration's, so the form checks what the server checks (docs/decisions/200-code-structure.md).

/** Both inquiries; typed from the declaration, so naming another schema there fails to compile. */
export const createInquiryInputSchema: SchemaOf<typeof inquiryCreate.input> = InquirySchema;
/** The contact form's half (`type: 'contact'`). */
export const createContactInquiryInputSchema = ContactInquirySchema;
/** The business inquiry form's half (`type: 'business'`). */
export const createBusinessInquiryInputSchema = BusinessInquirySchema;

/** Submit with an Idempotency-Key; offline, the service worker keeps it in the outbox (docs/decisions/091-form-outbox.md). */
export const useCreateInquiry = <V>(options: FormMutationOptions<V>) => useFormSubmission({ endpoint: inquiryCreate, ...options });
