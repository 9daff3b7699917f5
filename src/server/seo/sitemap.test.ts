import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, serviceCenters, stores } from '../db/schema';
import { createTestApp } from '../test/helper';
import { createTestWebRoot } from '../test/web-root';
import { createSiteRoutes } from './site-routes';
import { buildSitemap, MAX_URLS_PER_SITEMAP, SITEMAP_NS, sitemapPages, XHTML_NS } from './sitemap';
import { sitemapEntities } from '../repositories/seo';

// Decision 120: the sitemap lists every product in both languages and keeps to the sitemaps.org 0.9
// schema (checked structurally: well-formed UTF-8 XML, namespace, elements, loc/lastmod formats, limits).

let t: Awaited<ReturnType<typeof createTestApp>>;
let web: Awaited<ReturnType<typeof createTestWebRoot>>;
beforeAll(async () => {
  web = await createTestWebRoot();
  t = await createTestApp({ webRoot: web.root });
});
afterAll(async () => {
  await t?.close();
  web?.remove();
});

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name),
});
// W3C Datetime as sitemaps.org accepts it: a date, or date + time with a zone.
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

type Url = { loc: string; lastmod?: string; 'xhtml:link'?: { '@rel': string; '@hreflang': string; '@href': string }[] };

/** The sitemaps.org rules a crawler enforces, for one urlset document. */
function validateUrlset(xml: string): Url[] {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expect(XMLValidator.validate(xml)).toBe(true);
  expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(50 * 1024 * 1024);
  const doc = parser.parse(xml) as { urlset: { '@xmlns': string; '@xmlns:xhtml': string; url?: Url[] } };
  expect(Object.keys(doc).filter((k) => k !== '?xml')).toEqual(['urlset']);
  expect(doc.urlset['@xmlns']).toBe(SITEMAP_NS);
  expect(doc.urlset['@xmlns:xhtml']).toBe(XHTML_NS);
  const urls = doc.urlset.url ?? [];
  expect(urls.length).toBeLessThanOrEqual(MAX_URLS_PER_SITEMAP);
  for (const url of urls) {
    expect(Object.keys(url).every((k) => ['loc', 'lastmod', 'changefreq', 'priority', 'xhtml:link'].includes(k))).toBe(true);
    expect(typeof url.loc).toBe('string');
    expect(url.loc.length).toBeLessThan(2048);
    expect(new URL(url.loc).protocol).toMatch(/^https?:$/);
    if (url.lastmod !== undefined) expect(url.lastmod).toMatch(W3C_DATETIME);
    const alternates = url['xhtml:link'] ?? [];
    expect(alternates.map((l) => l['@hreflang']).sort()).toEqual(['en', 'id']);
    expect(alternates.map((l) => l['@href'])).toContain(url.loc);
  }
  return urls;
}

describe('sitemap', () => {
  it('is an index of parts that list every product in both languages', async () => {
    const index = await t.app.inject({ url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    expect(XMLValidator.validate(index.body)).toBe(true);
    const doc = parser.parse(index.body) as { sitemapindex: { '@xmlns': string; sitemap: { loc: string; lastmod?: string }[] } };
    expect(doc.sitemapindex['@xmlns']).toBe(SITEMAP_NS);
    const urls: Url[] = [];
    for (const part of doc.sitemapindex.sitemap) {
      if (part.lastmod !== undefined) expect(part.lastmod).toMatch(W3C_DATETIME);
      const res = await t.app.inject({ url: new URL(part.loc).pathname });
      expect(res.statusCode).toBe(200);
      urls.push(...validateUrlset(res.body));
    }
    const locs = new Set(urls.map((u) => u.loc));
    const slugs = await t.db.select({ slug: products.slug }).from(products);
    expect(slugs.length).toBeGreaterThan(100);
    for (const { slug } of slugs) {
      const loc = [...locs].find((l) => l.endsWith(`/product-info/${slug}`));
      expect(loc, slug).toBeDefined();
      expect(locs.has(`${loc}?lang=en`), slug).toBe(true);
    }
    const product = urls.find((u) => u.loc.includes('/product-info/'));
    expect(product?.lastmod).toMatch(W3C_DATETIME);
    expect(locs.size).toBe(urls.length); // no duplicates
  });

  it('lists every offline dealer and every service centre page in both languages, and no online store', async () => {
    const pages = sitemapPages(createSiteRoutes(web.table), await sitemapEntities(t.db));
    const paths = new Set(pages.map((p) => p.path));
    const dealers = await t.db.select({ slug: stores.slug, type: stores.type }).from(stores);
    for (const { slug, type } of dealers) expect(paths.has(`/dealer/${slug}`), slug).toBe(type === 'offline_store');
    for (const { slug } of await t.db.select({ slug: serviceCenters.slug }).from(serviceCenters))
      expect(paths.has(`/service-center/${slug}`), slug).toBe(true);
    // In the served XML, with the English alternate; no app-layout copy.
    const offline = dealers.find((d) => d.type === 'offline_store')!;
    const xml = (await t.app.inject({ url: '/sitemap-1.xml' })).body;
    expect(xml).toMatch(new RegExp(`<loc>http://localhost(:\\d+)?/dealer/${offline.slug}</loc>`));
    expect(xml).toMatch(new RegExp(`<loc>http://localhost(:\\d+)?/dealer/${offline.slug}\\?lang=en</loc>`));
    expect(xml).not.toContain('/authorized-store-app/');
  });

  it('splits into parts of at most the limit, losing no URL', async () => {
    const routes = createSiteRoutes(web.table);
    const pages = sitemapPages(routes, await sitemapEntities(t.db));
    const sitemap = buildSitemap('https://denka.test', pages, 100);
    expect(sitemap.parts.length).toBe(Math.ceil((pages.length * 2) / 100));
    const all = sitemap.parts.flatMap((part) => {
      const urls = validateUrlset(part);
      expect(urls.length).toBeLessThanOrEqual(100);
      return urls;
    });
    expect(all.length).toBe(pages.length * 2);
    expect((parser.parse(sitemap.index) as { sitemapindex: { sitemap: unknown[] } }).sitemapindex.sitemap.length).toBe(
      sitemap.parts.length,
    );
  });

  it('escapes URLs (the /service&garansi route) and answers an unknown part with 404', async () => {
    const part = await t.app.inject({ url: '/sitemap-1.xml' });
    expect(part.body).toContain('/service&amp;garansi</loc>');
    expect((await t.app.inject({ url: '/sitemap-99.xml' })).statusCode).toBe(404);
  });

  it('robots.txt points to it', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^Sitemap: http:\/\/localhost(:\d+)?\/sitemap\.xml$/m);
    expect(res.body).toContain('Disallow: /api/');
  });
});
