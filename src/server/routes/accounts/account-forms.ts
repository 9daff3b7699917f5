import type { FastifyReply, FastifyRequest } from 'fastify';
import { ProductRegistrationSchema, SubscriptionSchema, WarrantyActivationSchema } from '@/contract/accounts';
import { INVOICE_KINDS } from '@/contract/forms';
import { sameOriginOnly } from '@/server/accounts/csrf';
import { currentSession, sessionToken } from '@/server/accounts/session';
import { isCalendarDate, jakartaDate } from '@/server/accounts/warranty-dates';
import { requestLang } from '@/server/lib/request-lang';
import {
  activateRegistration,
  dealerExists,
  findActivation,
  findBrandProduct,
  insertRegistration,
  requestReview,
} from '@/server/repositories/accounts-registrations';
import { unknownInterests, upsertSubscription } from '@/server/repositories/accounts-subscriptions';
import { productRegistrationCreate, subscriptionCreate, warrantyActivationCreate } from '@/contract/endpoints/forms';
import type { App } from '@/server/types';
import { formPosts, type FormRoutesOptions } from '../forms/form-posts';
import type { FieldErrors, FormSpec } from '../forms/submit';

// The account-side forms (docs/product.md §6) that go through the one form pipeline (decision 090): idempotency, invoice file in
// PostgreSQL, translated field errors, the offline outbox. Their own rows are written in its transaction.
// Their own plugin: the account plugin's same-origin rule, no-store and error handler are not theirs.
export default async function accountFormRoutes(app: App, options: FormRoutesOptions) {
  const post = await formPosts(app, options);
  post(productRegistrationCreate, productRegistrationForm(app), { onRequest: sessionAwareHook(app) });
  post(warrantyActivationCreate, warrantyActivationForm());
  post(subscriptionCreate, subscriptionForm());
}

/** A POST that reads the session: same-origin only when a session cookie comes along; never cached. */
export function sessionAwareHook(app: App) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-store');
    if (!sessionToken(request)) return;
    await sameOriginOnly(request, reply);
    if (reply.sent) return;
    await currentSession(app.db, request); // resolved before the store transaction (PGlite has one connection)
  };
}

const OLDEST_PURCHASE = '2000-01-01';

export function productRegistrationForm(app: App): FormSpec<typeof ProductRegistrationSchema> {
  const resolved = new WeakMap<FastifyRequest, { brandSlug: string; productId: number }>();
  return {
    kind: 'product_registration',
    schema: ProductRegistrationSchema,
    wrapErrors: false,
    success: 'registered',
    file: { field: 'invoice', kinds: INVOICE_KINDS, required: true },
    check: async (db, data, request) => {
      const errors: FieldErrors = {};
      if (!isCalendarDate(data.purchase_date) || data.purchase_date < OLDEST_PURCHASE) errors.purchase_date = ['date'];
      else if (data.purchase_date > jakartaDate()) errors.purchase_date = ['future_date'];
      const found = await findBrandProduct(db, data.brand, data.product);
      if (found === 'unknown_brand') errors.brand = ['unknown_brand'];
      else if (found === 'unknown_product') errors.product = ['unknown_product'];
      else resolved.set(request, found);
      if (data.dealer_id && !(await dealerExists(db, Number(data.dealer_id)))) errors.dealer_id = ['unknown_dealer'];
      return Object.keys(errors).length ? errors : undefined;
    },
    store: async (tx, submissionId, data, request) => {
      const session = await currentSession(app.db, request); // already resolved by the hook
      const { brandSlug, productId } = resolved.get(request)!;
      const reference = await insertRegistration(tx, {
        submissionId,
        userId: session?.userId ?? null,
        email: session?.email ?? data.email,
        name: data.name,
        phone: data.phone,
        brandSlug,
        productId,
        serialNumber: data.serial_number,
        purchaseDate: data.purchase_date,
        placeType: data.place_type,
        dealerId: data.dealer_id ? Number(data.dealer_id) : null,
        placeName: data.place_name,
      });
      return { reference };
    },
  };
}

export function warrantyActivationForm(): FormSpec<typeof WarrantyActivationSchema> {
  const found = new WeakMap<FastifyRequest, { id: number; alreadyActive: boolean; review?: true }>();
  return {
    kind: 'warranty_activation',
    schema: WarrantyActivationSchema,
    wrapErrors: false,
    success: 'activated',
    check: async (db, data, request) => {
      const result = await findActivation(db, data.reference, data.serial_number);
      if (result === 'unknown_registration') return { reference: ['unknown_registration'] };
      found.set(request, result); // a second claim on an activated serial goes to staff review (decision 133)
      return undefined;
    },
    store: async (tx, _submissionId, data, request) => {
      const registration = found.get(request)!;
      const reference = data.reference.trim().toUpperCase();
      if (registration.review) {
        // Never first-come-wins silently: this claim, its invoice (on its registration's submission) and the
        // activated one wait for staff (`npm run submissions -- review`); the visitor is told so (202).
        await requestReview(tx, registration.id);
        return { reference, review: true };
      }
      if (!registration.alreadyActive) await activateRegistration(tx, registration.id);
      return { reference };
    },
  };
}

export function subscriptionForm(): FormSpec<typeof SubscriptionSchema> {
  return {
    kind: 'subscription',
    schema: SubscriptionSchema,
    wrapErrors: false,
    success: 'subscribed',
    check: async (db, data) => {
      const unknown = await unknownInterests(db, data.brands, data.categories);
      const errors: FieldErrors = {};
      if (unknown.brands.length) errors.brands = ['choice'];
      if (unknown.categories.length) errors.categories = ['choice'];
      return Object.keys(errors).length ? errors : undefined;
    },
    store: async (tx, _submissionId, data, request) => {
      // Subscribing an address twice answers the same way (no enumeration): interests and consent are renewed.
      await upsertSubscription(tx, {
        email: data.email,
        name: data.name,
        brandSlugs: data.brands,
        categorySlugs: data.categories,
        lang: requestLang(request),
      });
    },
  };
}
