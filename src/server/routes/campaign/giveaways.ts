import { giveawayFind } from '@/contract/endpoints/campaign';
import { giveawayRegistrationCreate } from '@/contract/endpoints/forms';
import { GiveawayRegistrationSchema } from '@/contract/forms';
import { notFound } from '@/server/lib/http-errors';
import { requestLang } from '@/server/lib/request-lang';
import { findGiveaway, isOpen } from '@/server/repositories/campaign';
import { findByOldSlug } from '@/server/studio/public-reads';
import type { App } from '@/server/types';
import { registerEndpoint } from '../endpoint-route';
import { formPosts, type FormRoutesOptions } from '../forms/form-posts';

// Giveaway landing pages (/hollyland-hoki, /campaign/{slug}, …): read one by slug (beyond the original CMS's calls, docs/product.md §7.7), and
// register for it.
export default async function giveawayRoutes(app: App, options: FormRoutesOptions) {
  registerEndpoint(app, giveawayFind, async (request) => {
    const lang = requestLang(request);
    // An old slug (changed in the studio): the giveaway under its new one (docs/decisions/250).
    const giveaway =
      (await findGiveaway(app.db, request.query.slug, lang)) ??
      (await findByOldSlug(app.db, 'giveaways', request.query.slug, (slug) => findGiveaway(app.db, slug, lang)));
    if (!giveaway) throw notFound('Giveaway');
    return { data: giveaway };
  });

  const post = await formPosts(app, options);
  post(giveawayRegistrationCreate, {
    kind: 'giveaway',
    schema: GiveawayRegistrationSchema,
    wrapErrors: true,
    precheck: async (db, fields) => {
      const slug = typeof fields.giveaway === 'string' ? fields.giveaway.trim() : '';
      if (!slug) return undefined; // the schema reports "required"
      const giveaway = /^[a-z0-9][a-z0-9-_.]{0,199}$/i.test(slug) ? await findGiveaway(db, slug, 'id') : undefined;
      if (!giveaway) return 'giveaway_not_found';
      // Registrations only while the giveaway runs (docs/decisions/325-lottery-draws.md).
      if (isOpen(giveaway)) return undefined;
      return { key: Date.now() < Date.parse(giveaway.starts_at) ? 'giveaway_not_open' : 'giveaway_closed', status: 403 };
    },
  });
}
