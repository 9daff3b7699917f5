import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { href, routes, type RouteKey } from '@/contract/routes';
import type { CollectionKey } from '@/contract/collections/fields';
import { slugRedirects } from '../db/schema';
import { TABLES } from './tables';

// Old slugs of published pages answer 301 to the page's current address (docs/decisions/250-staff-studio-
// beside-published.md): a link, a bookmark or a search result that still has the old address of a product,
// brand, category, article, job or campaign lands on the page. The old slugs are kept in memory (one small
// read after each change of public content, which the content signal announces), so an ordinary page
// request costs nothing more.

type Target = { collection: CollectionKey; route: RouteKey; pattern: RegExp };
const patternOf = (path: string) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(':slug', '([^/]+)')}/?$`);
const target = (collection: CollectionKey, route: RouteKey): Target => ({ collection, route, pattern: patternOf(routes[route].path) });
const TARGETS: Target[] = [
  target('products', 'productInfo'),
  target('brands', 'brand'),
  target('brands', 'brandAll'),
  target('categories', 'productCategory'),
  target('articles', 'articleDetail'),
  target('articles', 'kegiatanDetail'),
  target('articles', 'beritaDetail'),
  target('articles', 'beritaDetailApp'),
  target('jobs', 'karirDetail'),
  target('giveaways', 'campaign'),
];
const COLLECTIONS_WITH_PAGES = [...new Set(TARGETS.map((t) => t.collection))];

/** The page an entity's current slug is at: the route the visitor asked for, an article's by its kind. */
function currentPage(route: RouteKey, row: { slug: string; kind?: string }): string {
  if (route === 'articleDetail' || route === 'kegiatanDetail') {
    return href(row.kind === 'event' ? 'kegiatanDetail' : 'articleDetail', { slug: row.slug });
  }
  return href(route as 'productInfo', { slug: row.slug });
}

export default fp(async function slugRedirectPages(app: FastifyInstance) {
  let known: Promise<Map<string, number>> | undefined;
  app.content.onChange(() => (known = undefined));
  const load = () =>
    (known ??= app.db
      .select()
      .from(slugRedirects)
      .where(inArray(slugRedirects.collection, COLLECTIONS_WITH_PAGES))
      .then((rows) => new Map(rows.map((r) => [`${r.collection} ${r.old_slug}`, r.entity_id])))
      .catch((error: unknown) => {
        known = undefined;
        throw error;
      }));

  app.addHook('onRequest', async (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url.startsWith('/api/')) return;
    const [pathname = '', query] = request.url.split('?', 2);
    for (const { collection, route, pattern } of TARGETS) {
      const match = pattern.exec(pathname);
      if (!match) continue;
      let slug: string;
      try {
        slug = decodeURIComponent(match[1]!);
      } catch {
        return;
      }
      const id = (await load()).get(`${collection} ${slug}`);
      if (id === undefined) continue; // not an old slug of this collection
      const kind = collection === 'articles' ? sql`, kind` : sql``;
      const found = (await app.db.execute(sql`select slug${kind} from ${TABLES[collection]} where id = ${id}`)) as unknown as {
        rows: { slug: string; kind?: string }[];
      };
      const row = found.rows[0];
      const to = row && row.slug !== slug ? currentPage(route, row) : undefined;
      if (!to) return;
      return reply
        .code(301)
        .header('Location', query ? `${to}?${query}` : to)
        .header('Cache-Control', 'public, max-age=300')
        .send();
    }
  });
});
