import type { WriteEndpoint } from './define';

// The form POSTs (docs/product.md §7.5, §11): multipart (or JSON without files), one
// Idempotency-Key each, through the one form pipeline; offline, the service worker queues them.

const description =
  'multipart/form-data (or JSON without files). Header `Idempotency-Key: <lower-case uuid>` required, ' +
  'scoped to this endpoint and compared exactly: the same key with the same body returns the first answer ' +
  'with `Idempotency-Replayed: true`; with a different body, 422. Files ≤ 5 MB, type checked by content ' +
  '(DOCX must be a Word package; PDFs with HTML/JavaScript are refused). Text with a NUL or a lone surrogate is a 400. ' +
  'While other uploads hold the cap on upload bytes in flight: 503 with `Retry-After` (send it again then); ' +
  'a third body at once from one address: 429 with `Retry-After`. ' +
  'Honeypot field `website` must stay empty.';

const form = {
  method: 'POST',
  tag: 'forms',
  description,
  response: { 201: 'forms.SubmissionResultSchema', 202: 'forms.SubmissionResultSchema' },
  encoding: 'multipart',
  outbox: true,
} as const;
/**
 * Campaign and giveaway wrap their errors in `data` (docs/product.md §8); the rate limiter's 429 never is, nor
 * the 503 (with Retry-After) of an upload past the server's cap on bytes in flight (docs/decisions/090-form-intake.md).
 */
const plainErrors = { errors: [400, 404, 409, 413, 422, 429, 503] } as const;
/** 403: the campaign or giveaway is not open (docs/decisions/325-lottery-draws.md). */
const wrappedErrors = { wrappedErrors: [400, 403, 404, 409, 413, 422], errors: [429, 503] } as const;

export const inquiryCreate = {
  ...form,
  ...plainErrors,
  path: 'v2/inquiry/store',
  summary: 'Contact message or business (B2B/B2G) inquiry',
  description:
    description +
    ' A browser navigation (`Sec-Fetch-Mode: navigate`) without the key is the form sent without scripts: ' +
    'answered with a 303 to the thank-you page, or a text/html page naming what to fix (docs/decisions/113-first-screen.md).',
  input: 'forms.InquirySchema',
} as const satisfies WriteEndpoint;

export const careerApplicationCreate = {
  ...form,
  ...plainErrors,
  path: 'v2/lowongan_kerja/store',
  summary: 'Career application with CV (PDF/DOC/DOCX)',
  input: 'forms.CareerApplicationSchema',
} as const satisfies WriteEndpoint;

export const lotteryEntryCreate = {
  ...form,
  ...wrappedErrors,
  path: 'v2/campaign/store_entry',
  summary: 'Lottery registration with invoice (JPG/PNG/PDF); returns the codes',
  input: 'forms.LotteryEntrySchema',
} as const satisfies WriteEndpoint;

export const giveawayRegistrationCreate = {
  ...form,
  ...wrappedErrors,
  path: 'v2/giveaway/registration',
  summary: 'Giveaway registration (by giveaway slug)',
  input: 'forms.GiveawayRegistrationSchema',
} as const satisfies WriteEndpoint;

export const supportRequestCreate = {
  ...form,
  ...plainErrors,
  path: 'v2/support/store',
  summary:
    'Support request for a product of a brand, optionally with the hand-over place and up to 4 photos of the fault (`photo` parts, JPG/PNG; MAX_TICKET_PHOTOS)',
  input: 'forms.SupportRequestSchema',
} as const satisfies WriteEndpoint;

export const quoteDecisionCreate = {
  ...form,
  ...plainErrors,
  path: 'v2/support/quote',
  summary: "The customer's answer to a repair quote (approve or refuse) by receipt number and e-mail; exactly once per quote",
  description:
    description +
    ' The receipt and e-mail are checked like the status lookup (attempts per address and per receipt; a wrong pair is one 404). ' +
    'A quote already answered, or a ticket not awaiting one, is a 409.',
  input: 'forms.QuoteDecisionSchema',
  errors: [400, 404, 409, 413, 422, 429, 503],
} as const satisfies WriteEndpoint;

export const productRegistrationCreate = {
  ...form,
  ...plainErrors,
  path: 'v2/product-registration',
  summary: 'Product registration with invoice (JPG/PNG/PDF); returns the registration number',
  input: 'accounts.ProductRegistrationSchema',
} as const satisfies WriteEndpoint;

export const warrantyActivationCreate = {
  ...form,
  ...plainErrors,
  path: 'v2/warranty/activation',
  summary: 'Activate the warranty: serial number + registration number',
  input: 'accounts.WarrantyActivationSchema',
} as const satisfies WriteEndpoint;

export const subscriptionCreate = {
  ...form,
  ...plainErrors,
  path: 'v2/subscription',
  summary: 'Subscribe to news with explicit consent; optional brand and category interests',
  input: 'accounts.SubscriptionSchema',
} as const satisfies WriteEndpoint;
