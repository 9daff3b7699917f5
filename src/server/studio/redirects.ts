import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { href, routes } from '../../contract/routes';
import { articles, products, slugRedirects } from '../db/schema';

// Old slugs of published pages answer 301 to the page's current address (docs/decisions/250-studio-drafts-
// beside-published.md): a link or a search result that still has the old product or article address
// lands on the page. The old slugs are kept in memory (one small read after each change of public
// content, which the content signal announces), so an ordinary page request costs nothing more.

type Target = { collection: 'products' | 'articles'; pattern: RegExp };
const patternOf = (path: string) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(':slug', '([^/]+)')}/?$`);
const TARGETS: Target[] = [
  { collection: 'products', pattern: patternOf(routes.productInfo.path) },
  { collection: 'articles', pattern: patternOf(routes.articleDetail.path) },
  { collection: 'articles', pattern: patternOf(routes.kegiatanDetail.path) },
];

export default fp(async function slugRedirectPages(app: FastifyInstance) {
  let known: Promise<Map<string, number>> | undefined;
  app.content.onChange(() => (known = undefined));
  const load = () =>
    (known ??= app.db
      .select()
      .from(slugRedirects)
      .where(inArray(slugRedirects.collection, ['products', 'articles']))
      .then((rows) => new Map(rows.map((r) => [`${r.collection} ${r.old_slug}`, r.entity_id])))
      .catch((error: unknown) => {
        known = undefined;
        throw error;
      }));

  app.addHook('onRequest', async (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url.startsWith('/api/')) return;
    const [pathname = '', query] = request.url.split('?', 2);
    for (const { collection, pattern } of TARGETS) {
      const match = pattern.exec(pathname);
      if (!match) continue;
      let slug: string;
      try {
        slug = decodeURIComponent(match[1]!);
      } catch {
        return;
      }
      const id = (await load()).get(`${collection} ${slug}`);
      if (id === undefined) return;
      let to: string | undefined;
      if (collection === 'products') {
        const [row] = await app.db.select({ slug: products.slug }).from(products).where(eq(products.id, id));
        if (row && row.slug !== slug) to = href('productInfo', { slug: row.slug });
      } else {
        const [row] = await app.db.select({ slug: articles.slug, kind: articles.kind }).from(articles).where(eq(articles.id, id));
        if (row && row.slug !== slug) to = href(row.kind === 'event' ? 'kegiatanDetail' : 'articleDetail', { slug: row.slug });
      }
      if (!to) return;
      return reply.code(301).header('Location', query ? `${to}?${query}` : to).header('Cache-Control', 'public, max-age=300').send();
    }
  });
});
