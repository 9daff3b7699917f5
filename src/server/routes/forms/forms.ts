import { inquiryCreate, supportRequestCreate } from '@/contract/endpoints/forms';
import { InquirySchema, SupportRequestSchema } from '@/contract/forms';
import { listSupportProducts } from '@/server/repositories/pickers';
import type { App } from '@/server/types';
import statusRoutes from '@/server/notify/status-route';
import { formPosts, type FormRoutesOptions } from './form-posts';

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

  post(supportRequestCreate, {
    kind: 'support',
    schema: SupportRequestSchema,
    wrapErrors: false,
    check: async (db, data) => {
      const products = await listSupportProducts(db, /^\d{1,9}$/.test(data.brand) ? Number(data.brand) : data.brand);
      if (!products) return { brand: ['unknown_brand'] };
      const match = products.some((p) => String(p.id) === data.product || p.slug === data.product);
      return match ? undefined : { product: ['unknown_product'] };
    },
  });
}
