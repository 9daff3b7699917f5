import { asc, count as countRows, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { articles, jobVacancies, products, serviceCenters as serviceCentersTable, sliders, stores as storesTable } from '../db/schema';
import type { RouteMetaTable } from '../seo/route-meta';
import { createTestWebRoot } from '../test/web-root';
import { createTestApp } from '../test/helper';

// Decision 120: curl-like requests (no browser) get each page's head from the server.

let t: Awaited<ReturnType<typeof createTestApp>>;
let web: Awaited<ReturnType<typeof createTestWebRoot>>;
beforeAll(async () => {
  web = await createTestWebRoot();
  t = await createTestApp({ webRoot: web.root, apiCacheTtlMs: 60_000 });
});
afterAll(async () => {
  await t?.close();
  web?.remove();
});

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { accept: 'text/html', ...headers } });
const attr = (html: string, selector: RegExp) => html.match(selector)?.[1];
const count = (html: string, selector: RegExp) => html.match(new RegExp(selector, 'g'))?.length ?? 0;
const ogTitle = (html: string) => attr(html, /<meta property="og:title" content="([^"]*)"/);
const titleOf = (html: string) => attr(html, /<title>([^<]*)<\/title>/);
/** The offline store the finder lists first (by name). */
const firstStoreByName = async () =>
  (
    await t.db
      .select()
      .from(storesTable)
      .where(eq(storesTable.type, 'offline_store'))
      .orderBy(asc(storesTable.name), asc(storesTable.id))
      .limit(1)
  )[0];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
  );
const route = (table: RouteMetaTable, key: string) => table.routes.find((r) => r.key === key)!;
const amp = (text: string) => text.replace(/&/g, '&amp;');

describe('product pages', () => {
  it('carry the product name as og:title and a Product JSON-LD with the price in IDR', async () => {
    const [product] = await t.db.select().from(products).orderBy(asc(products.id)).limit(1);
    const res = await page(`/product-info/${product!.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(ogTitle(res.body)).toBe(amp(product!.name));
    expect(titleOf(res.body)).toBe(amp(`${product!.name} | ${web.table.siteName}`));
    const blocks = jsonLd(res.body);
    const ld = blocks.find((b) => b['@type'] === 'Product') as { name: string; offers?: { priceCurrency: string; price: number } };
    expect(ld.name).toBe(product!.name);
    expect(product!.price).not.toBeNull();
    expect(ld.offers).toMatchObject({ priceCurrency: 'IDR', price: product!.price });
    expect(blocks.some((b) => b['@type'] === 'BreadcrumbList')).toBe(true);
    // exactly one of each tag the client also maintains (shell spec), image from the product
    for (const tag of [/<meta name="description"/, /<meta property="og:description"/, /<link rel="canonical"/])
      expect(count(res.body, tag)).toBe(1);
    expect(attr(res.body, /<meta property="og:image" content="([^"]*)"/)).toMatch(/^http:\/\/localhost(:\d+)?\/media\//);
    expect(attr(res.body, /<link rel="canonical" href="([^"]*)"/)).toMatch(new RegExp(`/product-info/${product!.slug}$`));
  });

  it('?lang=en gives the English head: title, language and alternates', async () => {
    const garansi = route(web.table, 'garansi');
    expect(garansi.title!.en).not.toBe(garansi.title!.id);
    const res = await page('/garansi?lang=en');
    expect(titleOf(res.body)).toBe(amp(`${garansi.title!.en} | ${web.table.siteName}`));
    expect(res.body).toContain('<html lang="en">');
    expect(attr(res.body, /<meta name="description" content="([^"]*)"/)).toBe(amp(garansi.description.en));
    expect(attr(res.body, /<meta property="og:locale" content="([^"]*)"/)).toBe('en_US');
    expect(attr(res.body, /<link rel="canonical" href="([^"]*)"/)).toMatch(/\/garansi\?lang=en$/);
    expect(attr(res.body, /hreflang="id" href="([^"]*)"/)).toMatch(/\/garansi$/);
    const id = await page('/garansi');
    expect(titleOf(id.body)).toBe(amp(`${garansi.title!.id} | ${web.table.siteName}`));
  });

  it('answers an unknown product, brand or path with a 404 not-found page (still the app shell)', async () => {
    for (const url of ['/product-info/no-such-product', '/brand/no-such-brand', '/karir-detail/nope', '/a/b/c']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(titleOf(res.body)).toBe(`${web.table.messages.notFoundTitle.id} | ${web.table.siteName}`);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<meta name="robots" content="noindex"');
    }
  });
});

describe("page chunk preloads (decision 113: a page's own code downloads beside the shell)", () => {
  it("the home page preloads its CSS first and its chunks after the shell's script; other pages and a 404 do not", async () => {
    const home = (await page('/')).body;
    const shellAt = home.indexOf('<script type="module" src="/assets/index.js">');
    for (const tag of [
      '<link rel="modulepreload" crossorigin href="/assets/home-page-test.js">',
      '<link rel="modulepreload" crossorigin href="/assets/zod-test.js">',
    ]) {
      expect(home.indexOf(tag), tag).toBeGreaterThan(shellAt);
    }
    // The stylesheet is asked for before any script takes a connection (the page shows only once it is there).
    const css = home.indexOf('<link rel="preload" as="style" crossorigin href="/assets/home-page-test.css">');
    expect(css).toBeGreaterThan(home.indexOf('</title>'));
    expect(css).toBeLessThan(shellAt);
    for (const url of ['/brands', '/a/b/c']) expect((await page(url)).body).not.toContain('home-page-test');
  });
});

describe('LCP image preloads (the hero image loads with priority, before the scripts ask for it; decision 113)', () => {
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="preload" as="image" fetchpriority="high" ([^>]*)>/g)].map((m) =>
      Object.fromEntries([...(m[1] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((a) => [a[1], a[2]])),
    );

  it('home: the first hero slide, phone art below 48em and the wide image above, with the page’s sizes', async () => {
    const [first] = await t.db
      .select()
      .from(sliders)
      .where(eq(sliders.tag, 'main_slider'))
      .orderBy(asc(sliders.sort_order), asc(sliders.id))
      .limit(1);
    const links = preloads((await page('/')).body);
    expect(links).toEqual([
      expect.objectContaining({
        href: first!.image_mobile.url,
        imagesrcset: first!.image_mobile.srcset,
        imagesizes: '100vw',
        media: '(max-width: 47.99em)',
      }),
      expect.objectContaining({
        href: first!.image.url,
        imagesrcset: first!.image.srcset,
        imagesizes: '100vw',
        media: '(min-width: 48em)',
      }),
    ]);
  });

  it('product page: its first gallery image with the gallery’s sizes; other pages preload nothing', async () => {
    const [product] = await t.db.select().from(products).orderBy(asc(products.id)).limit(1);
    const links = preloads((await page(`/product-info/${product!.slug}`)).body);
    expect(links).toEqual([expect.objectContaining({ href: product!.images[0]!.url, imagesizes: '(min-width: 62em) 40vw, 100vw' })]);
    expect(preloads((await page('/garansi')).body)).toEqual([]);
  });
});

describe('structured data per page type', () => {
  it('home: Organization and WebSite with a search action', async () => {
    const types = jsonLd((await page('/')).body).map((b) => b['@type']);
    expect(types).toEqual(['Organization', 'WebSite']);
  });

  it('article: Article with its canonical URL; job: JobPosting', async () => {
    const [article] = await t.db.select().from(articles).orderBy(asc(articles.id)).limit(1);
    const res = await page(`/article/${article!.slug}`);
    const ld = jsonLd(res.body).find((b) => b['@type'] === 'Article') as { headline: string; url: string };
    expect(ld.headline).toBe(article!.title);
    expect(ld.url).toMatch(new RegExp(`/${article!.kind === 'event' ? 'kegiatan' : 'berita_detail'}/${article!.slug}$`));
    const [job] = await t.db.select().from(jobVacancies).orderBy(asc(jobVacancies.id)).limit(1);
    const jobLd = jsonLd((await page(`/karir-detail/${job!.slug}`)).body).find((b) => b['@type'] === 'JobPosting');
    expect(jobLd).toMatchObject({ title: job!.title, hiringOrganization: { name: web.table.siteName } });
  });

  it("dealers: an ItemList of the finder's first page linked to each dealer's page; service centres: of LocalBusiness", async () => {
    const stores = jsonLd((await page('/authorized-store')).body)[0] as {
      numberOfItems: number;
      itemListElement: { position: number; name: string; url: string }[];
    };
    const [{ total } = { total: -1 }] = await t.db
      .select({ total: countRows() })
      .from(storesTable)
      .where(eq(storesTable.type, 'offline_store'));
    // How many in all, but the dealers themselves only as links: each page describes its own dealer.
    expect(stores.numberOfItems).toBe(total);
    expect(stores.itemListElement).toHaveLength(10);
    const first = await firstStoreByName();
    expect(stores.itemListElement[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      name: first!.name,
      url: expect.stringMatching(new RegExp(`/dealer/${first!.slug}$`)),
    });
    const centres = jsonLd((await page('/service-center')).body)[0] as { itemListElement: { item: { '@type': string } }[] };
    expect(centres.itemListElement[0]!.item['@type']).toBe('LocalBusiness');
  });

  it("a dealer's and a service centre's own page: ElectronicsStore / LocalBusiness with address, geo, telephone and hours", async () => {
    const [dealer] = await t.db
      .select()
      .from(storesTable)
      .where(eq(storesTable.type, 'offline_store'))
      .orderBy(asc(storesTable.id))
      .limit(1);
    for (const path of [`/dealer/${dealer!.slug}`, `/authorized-store-app/${dealer!.slug}`]) {
      const res = await page(path);
      expect(res.statusCode, path).toBe(200);
      // One canonical URL for both layouts: the main layout's.
      expect(attr(res.body, /<link rel="canonical" href="([^"]*)"/)).toMatch(new RegExp(`/dealer/${dealer!.slug}$`));
      const ld = jsonLd(res.body).find((b) => b['@type'] === 'ElectronicsStore');
      expect(
        z
          .object({
            '@context': z.literal('https://schema.org'),
            name: z.literal(dealer!.name),
            url: z.string().regex(new RegExp(`/dealer/${dealer!.slug}$`)),
            telephone: z.literal(dealer!.phone_primary!),
            address: z.object({
              '@type': z.literal('PostalAddress'),
              streetAddress: z.literal(dealer!.address!),
              addressLocality: z.string(),
              addressRegion: z.string(),
              addressCountry: z.literal('ID'),
            }),
            geo: z.object({ '@type': z.literal('GeoCoordinates'), latitude: z.literal(dealer!.lat!), longitude: z.literal(dealer!.lng!) }),
            openingHoursSpecification: z.array(z.object({ '@type': z.literal('OpeningHoursSpecification') })).min(1),
          })
          .safeParse(ld).success,
        JSON.stringify(ld),
      ).toBe(true);
      expect(titleOf(res.body)).toContain(amp(dealer!.name));
    }
    const [centre] = await t.db.select().from(serviceCentersTable).limit(1);
    const res = await page(`/service-center/${centre!.slug}?lang=en`);
    expect(res.statusCode).toBe(200);
    const ld = jsonLd(res.body).find((b) => b['@type'] === 'LocalBusiness') as { name: string; telephone: string; geo: unknown };
    expect(ld).toMatchObject({ name: centre!.name, telephone: centre!.phone, geo: { latitude: centre!.lat, longitude: centre!.lng } });
    // Unknown dealers and centres, and online stores, get the not-found page with a 404.
    const [online] = await t.db.select().from(storesTable).where(eq(storesTable.type, 'online_store')).limit(1);
    for (const path of ['/dealer/no-such-dealer', '/service-center/no-such-centre', '/service-center-app/nope', `/dealer/${online!.slug}`])
      expect((await page(path)).statusCode, path).toBe(404);
  });

  it("each store (on its page) and centre carries openingHoursSpecification in schema.org's shape, from its hours", async () => {
    // schema.org: OpeningHoursSpecification (dayOfWeek a DayOfWeek, opens/closes a Time, validFrom/validThrough a Date).
    const day = z.enum(
      ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => `https://schema.org/${d}`),
    );
    const time = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?$/);
    const spec = z
      .strictObject({
        '@type': z.literal('OpeningHoursSpecification'),
        dayOfWeek: z.array(day).min(1).optional(),
        opens: time,
        closes: time,
        validFrom: z.iso.date().optional(),
        validThrough: z.iso.date().optional(),
      })
      .refine((s) => (s.dayOfWeek === undefined) !== (s.validFrom === undefined && s.validThrough === undefined));
    const list = z.object({
      itemListElement: z.array(z.object({ item: z.object({ openingHoursSpecification: z.array(spec).min(1) }) })).min(1),
    });
    list.parse(jsonLd((await page('/service-center')).body)[0]);
    // A dealer's own page (the finder's list links to it): the first store by name, its week as the days.
    const first = await firstStoreByName();
    const store = z
      .object({ openingHoursSpecification: z.array(spec).min(1) })
      .parse(jsonLd((await page(`/dealer/${first!.slug}`)).body).find((b) => b['@type'] === 'ElectronicsStore'));
    const monday = store.openingHoursSpecification.filter((s) => s.dayOfWeek?.includes('https://schema.org/Monday'));
    expect(monday.map((s) => `${s.opens}-${s.closes}`).join(',')).toBe(first!.hours!.week[0]);
  });
});

describe('caching', () => {
  it('serves a repeat from the cache with an ETag, gzip-compressed', async () => {
    const first = await page('/brands', { 'accept-encoding': 'gzip' });
    expect(first.headers['content-encoding']).toBe('gzip');
    const etag = String(first.headers.etag);
    const again = await page('/brands', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });
});

describe('first-screen reads in the page (decision 113: the first screen renders without a round trip per read)', () => {
  const bootReads = (html: string) => {
    const block = html.match(/<script type="application\/json" id="boot-reads">([\s\S]*?)<\/script>/)?.[1];
    return block === undefined ? undefined : (JSON.parse(block) as Record<string, unknown>);
  };

  it('home: the header reads and the hero, categories and brands, each exactly what the API answers', async () => {
    const reads = bootReads((await page('/')).body);
    expect(Object.keys(reads ?? {}).sort()).toEqual(
      [
        'v2/main-slider?lang=id',
        'v2/newsticker?lang=id',
        'v2/popular_category?lang=id&size=6',
        'v2/product/brands?featured=yes&lang=id',
        'v2/product/brands?lang=id',
        'v2/product/categories?lang=id',
        'v2/web-accessories?lang=id',
      ].sort(),
    );
    for (const [key, body] of Object.entries(reads!)) {
      const api = await t.app.inject({ url: `/api/cms/${key}` });
      expect(body, key).toEqual(api.json());
    }
  });

  it('a product page carries its product; ?lang=en carries the English reads; a 404 page carries none', async () => {
    const [product] = await t.db.select().from(products).orderBy(asc(products.id)).limit(1);
    const reads = bootReads((await page(`/product-info/${product!.slug}`)).body)!;
    const find = reads[`v3/products/find?lang=id&slug=${product!.slug}`] as { data: { name: string } };
    expect(find.data.name).toBe(product!.name);
    expect(Object.keys(bootReads((await page('/garansi?lang=en')).body)!)).toContain('v2/newsticker?lang=en');
    expect((await page('/product-info/no-such-product')).body).not.toContain('id="boot-reads"');
  });
});
