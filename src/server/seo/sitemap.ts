import type { Lang } from '@/contract/common';
import type { sitemapEntities } from '../repositories/seo';
import { pageUrl } from './page-head';
import type { RouteKey } from '@/contract/routes';
import { isPrivate, type SiteRoutes } from './site-routes';
import { escapeHtml } from './text';

// sitemaps.org 0.9 (decision 120): an index of parts of at most 50,000 URLs; every page in both
// languages, each <url> naming its alternates (xhtml:link hreflang); lastmod from the content.

export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const XHTML_NS = 'http://www.w3.org/1999/xhtml';
export const MAX_URLS_PER_SITEMAP = 50_000;
const LANGS: readonly Lang[] = ['id', 'en'];

type Entities = Awaited<ReturnType<typeof sitemapEntities>>;
type Page = { path: string; lastmod?: string | undefined };
export type Sitemap = { index: string; parts: string[] };

/** W3C datetime without milliseconds. */
const w3c = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, '+00:00');
const newest = (rows: { updated_at: string }[]) =>
  rows.reduce<string | undefined>((max, r) => (!max || r.updated_at > max ? r.updated_at : max), undefined);

/** Every indexable page: the main-layout routes without parameters, then one page per entity. */
export function sitemapPages(routes: SiteRoutes, data: Entities): Page[] {
  // List pages change when their content does.
  const listLastmod: Partial<Record<string, string | undefined>> = {
    home: newest([...data.products, ...data.articles]),
    productCategories: newest(data.categories),
    brands: newest(data.brands),
    article: newest(data.articles.filter((a) => a.kind === 'article')),
    berita: newest(data.articles.filter((a) => a.kind === 'article')),
    kegiatan: newest(data.articles.filter((a) => a.kind === 'event')),
    karir: newest(data.jobs),
  };
  const staticPages = routes.routes
    .filter((r) => r.layout === 'main' && !r.path.includes(':') && !isPrivate(r.key))
    .map((r) => ({ path: r.path, lastmod: listLastmod[r.key] }));
  const each = (key: RouteKey, rows: { slug: string; updated_at: string }[]) =>
    rows.map((row) => ({ path: routes.href(key, { slug: row.slug }), lastmod: row.updated_at }));
  return [
    ...staticPages,
    ...each('productCategory', data.categories),
    ...each('productInfo', data.products),
    ...each('brand', data.brands),
    ...each(
      'kegiatanDetail',
      data.articles.filter((a) => a.kind === 'event'),
    ),
    ...each(
      'beritaDetail',
      data.articles.filter((a) => a.kind === 'article'),
    ),
    ...each('karirDetail', data.jobs),
    ...each('campaign', data.giveaways),
    // No lastmod: a dealer's row records when its data was confirmed, not when its page changed.
    ...data.dealers.map((slug) => ({ path: routes.href('dealerDetail', { slug }) })),
    ...data.serviceCenters.map((slug) => ({ path: routes.href('serviceCenterDetail', { slug }) })),
  ];
}

function urlEntry(base: string, page: Page, lang: Lang): string {
  const alternates = LANGS.map(
    (alt) => `<xhtml:link rel="alternate" hreflang="${alt}" href="${escapeHtml(pageUrl(base, page.path, alt))}"/>`,
  );
  const lastmod = page.lastmod ? `<lastmod>${w3c(page.lastmod)}</lastmod>` : '';
  return `<url><loc>${escapeHtml(pageUrl(base, page.path, lang))}</loc>${lastmod}${alternates.join('')}</url>`;
}

/** The index and its parts; part n (1-based) is served at /sitemap-n.xml. */
export function buildSitemap(base: string, pages: Page[], maxUrlsPerPart = MAX_URLS_PER_SITEMAP): Sitemap {
  const entries = pages.flatMap((page) => LANGS.map((lang) => ({ page, xml: urlEntry(base, page, lang) })));
  const parts: string[] = [];
  const partLastmods: (string | undefined)[] = [];
  for (let start = 0; start < Math.max(entries.length, 1); start += maxUrlsPerPart) {
    const chunk = entries.slice(start, start + maxUrlsPerPart);
    parts.push(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n` +
        chunk.map((e) => e.xml).join('\n') +
        '\n</urlset>\n',
    );
    partLastmods.push(newest(chunk.flatMap(({ page }) => (page.lastmod ? [{ updated_at: page.lastmod }] : []))));
  }
  const index =
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n` +
    parts
      .map((_, i) => {
        const lastmod = partLastmods[i];
        return `<sitemap><loc>${escapeHtml(`${base}/sitemap-${i + 1}.xml`)}</loc>${lastmod ? `<lastmod>${w3c(lastmod)}</lastmod>` : ''}</sitemap>`;
      })
      .join('\n') +
    '\n</sitemapindex>\n';
  return { index, parts };
}

export function robotsTxt(base: string, routes: SiteRoutes): string {
  const disallow = routes.routes
    .filter((r) => isPrivate(r.key) && !r.path.startsWith('/:'))
    .map((r) => `Disallow: ${r.path.replace(/:[A-Za-z0-9_]+.*$/, '')}`);
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', ...disallow, '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
}
