import { inquiryCreate, quoteDecisionCreate, supportRequestCreate } from '@/contract/endpoints/forms';
import { eq } from 'drizzle-orm';
import {
  InquirySchema,
  MAX_TICKET_PHOTOS,
  parseServicePoint,
  PHOTO_KINDS,
  QuoteDecisionSchema,
  SupportRequestSchema,
} from '@/contract/forms';
import { currentSession } from '@/server/accounts/session';
import { pickupPoints, serviceCenters, submissions } from '@/server/db/schema';
import { listSupportProducts } from '@/server/repositories/pickers';
import type { App } from '@/server/types';
import statusRoutes, { checkReceipt } from '@/server/notify/status-route';
import { decideQuote, openQuoteOf } from '@/server/notify/tickets';
import { sessionAwareHook } from '../accounts/account-forms';
import { formPosts, type FormRoutesOptions } from './form-posts';
import { FormConflict } from './submit';

// The contact and business inquiry and the support request (the partnership pages). The other forms
// live with their resource: careers, campaign (lottery, giveaway) and accounts (registration, activation,
// subscription).
export default async function formRoutes(app: App, options: FormRoutesOptions) {
  const post = await formPosts(app, options);
  await app.register(statusRoutes); // the visitor's status lookup by receipt number (docs/decisions/310)

  post(
    inquiryCreate,
    { kind: 'inquiry', schema: InquirySchema, wrapErrors: false },
    // The contact form also works without scripts (docs/decisions/113-first-screen.md).
    { page: { done: (fields) => (fields.type === 'contact' ? 'thankYouSubmit' : 'b2bThankYou'), form: 'contact' } },
  );

  post(
    supportRequestCreate,
    {
      kind: 'support',
      schema: SupportRequestSchema,
      wrapErrors: false,
      // Up to MAX_TICKET_PHOTOS photos of the fault, each a part named `photo` (docs/decisions/310).
      file: { field: 'photo', kinds: PHOTO_KINDS, required: false, max: MAX_TICKET_PHOTOS },
      check: async (db, data) => {
        const products = await listSupportProducts(db, /^\d{1,9}$/.test(data.brand) ? Number(data.brand) : data.brand);
        if (!products) return { brand: ['unknown_brand'] };
        const match = products.some((p) => String(p.id) === data.product || p.slug === data.product);
        if (!match) return { product: ['unknown_product'] };
        // The chosen centre or pickup point must be published now (the public tables hold only published rows).
        const point = data.service_point ? parseServicePoint(data.service_point) : undefined;
        if (point) {
          const table = point.type === 'center' ? serviceCenters : pickupPoints;
          const [found] = await db.select({ id: table.id }).from(table).where(eq(table.id, point.id)).limit(1);
          if (!found) return { service_point: ['choice'] };
        }
        return undefined;
      },
      // Sent while signed in: the ticket joins that account's "Servis saya" (the session, never the typed e-mail).
      store: async (tx, id, _data, request) => {
        const session = await currentSession(app.db, request); // already resolved by the hook
        if (session) await tx.update(submissions).set({ user_id: session.userId }).where(eq(submissions.id, id));
      },
    },
    { onRequest: sessionAwareHook(app) },
  );

  // The customer's answer to a repair quote (docs/decisions/310-submissions-in-the-studio.md): a form post, so
  // it has the pipeline's Idempotency-Key guarantees and goes through the outbox offline. Before anything
  // else the receipt and e-mail are checked as the status lookup checks them (attempts first, one 404 for
  // every mismatch); the store hook then records the answer on the open quote under the ticket's lock, once.
  const supportOf = new WeakMap<object, string>();
  post(quoteDecisionCreate, {
    kind: 'quote_decision',
    schema: QuoteDecisionSchema,
    wrapErrors: false,
    success: 'quote_answered',
    precheck: async (db, fields, request) => {
      const parsed = QuoteDecisionSchema.safeParse(fields);
      if (!parsed.success) return undefined; // the pipeline answers the field errors
      const checked = await checkReceipt(db, request.ip, parsed.data.receipt, parsed.data.email);
      if ('wait' in checked) return { key: 'status_limited', status: 429, retryAfter: checked.wait };
      if (!checked.found || checked.found.kind !== 'support') return 'status_not_found';
      if ((await openQuoteOf(db, checked.found.id)) === undefined) return { key: 'quote_not_open', status: 409 };
      supportOf.set(request, checked.found.id);
      return undefined;
    },
    store: async (tx, id, data, request) => {
      const support = supportOf.get(request);
      if (!support || !(await decideQuote(tx, support, data.decision === 'approve' ? 'approved' : 'refused', id)))
        throw new FormConflict('quote_not_open');
    },
  });
}
