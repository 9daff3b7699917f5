import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, brands, categories, products } from '../db/schema';
import { call, productDraft, staffSession } from '../studio/test-studio';
import { createTestApp, type TestApp } from '../test/helper';
import { createTestWebRoot } from '../test/web-root';

// One URL that does not parse (`http://[`) must not take a page down (decision 120): the head and JSON-LD
// builders leave it out. It cannot get in through the studio or a CSV import either (decision 250): every
// image and PDF URL of a draft is checked as a URL.

const BAD = 'http://[';

let t: TestApp;
let web: Awaited<ReturnType<typeof createTestWebRoot>>;
beforeAll(async () => {
  web = await createTestWebRoot();
  t = await createTestApp({ webRoot: web.root, apiCacheTtlMs: 0, studioScheduleMs: 0 });
});
afterAll(async () => {
  await t?.close();
  web?.remove();
});

const page = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '').join('\n');

describe('a stored URL that does not parse', () => {
  it('product, category, brand and article pages still answer 200, leaving that URL out of the head and JSON-LD', async () => {
    const [product] = await t.db.select().from(products).orderBy(asc(products.id)).limit(1);
    const [category] = await t.db.select().from(categories).where(eq(categories.id, product!.category_id));
    const [brand] = await t.db.select().from(brands).where(eq(brands.id, product!.brand_id));
    const [article] = await t.db.select().from(articles).orderBy(asc(articles.id)).limit(1);
    // Straight into the tables, as an old import or a hand-made fix could have left them.
    await t.db
      .update(products)
      .set({ image: { ...product!.image, url: BAD }, images: [{ ...product!.image, url: `${BAD}x` }] })
      .where(eq(products.id, product!.id));
    await t.db.update(categories).set({ image_url: BAD }).where(eq(categories.id, category!.id));
    await t.db.update(brands).set({ image_url: BAD }).where(eq(brands.id, brand!.id));
    await t.db
      .update(articles)
      .set({ thumbnail: { ...article!.thumbnail, url: BAD } })
      .where(eq(articles.id, article!.id));

    for (const path of [
      `/product-info/${product!.slug}`,
      `/product-category/${category!.slug}`,
      `/brand/${brand!.slug}`,
      `/brand/all/${brand!.slug}`,
      `/berita_detail/${article!.slug}`,
      '/',
    ]) {
      const res = await page(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).not.toContain('content="http://['); // no og:image / twitter:image of it
      expect(jsonLd(res.body), path).not.toContain(BAD);
    }
    const ld = jsonLd((await page(`/product-info/${product!.slug}`)).body);
    expect(ld).toContain('"@type":"Product"');
    expect((await t.app.inject({ url: `/api/cms/v3/products/find?slug=${product!.slug}` })).statusCode).toBe(200);
  });
});

describe('URLs are checked where they enter', () => {
  it('the studio refuses a draft whose image or PDF URL does not parse (a field error, in the staff member’s language)', async () => {
    const editor = await staffSession(t, 'editor');
    for (const [field, value] of [
      ['image', { url: BAD, alt: 'a', alt_en: 'a' }],
      ['image', { url: '/\\evil.example/x.webp', alt: 'a', alt_en: 'a' }],
      ['image', { url: 'javascript:alert(1)', alt: 'a', alt_en: 'a' }],
      ['manual_url', { url: 'http://exa mple.com/a.pdf' }],
    ] as const) {
      const res = await call(t, 'studio/collections/products', {
        method: 'POST',
        cookie: editor.cookie,
        headers: { 'accept-language': 'en' },
        body: { data: productDraft({ [field]: value }) },
      });
      expect(res.statusCode, JSON.stringify(value)).toBe(400);
      expect(res.json().errors[`${field}.url`]).toEqual(['Invalid URL (https://… or /…).']);
    }
    // Good ones still pass.
    const ok = await call(t, 'studio/collections/products', {
      method: 'POST',
      cookie: editor.cookie,
      body: { data: productDraft({ image: { url: 'https://cdn.example.com/a.webp', alt: 'a', alt_en: 'a' } }) },
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('a CSV import refuses an image cell that is not a URL, naming the line and column', async () => {
    const editor = await staffSession(t, 'editor');
    const csv = `name,slug,brand_id,category_id,description,image\nKamera Qzurl,kamera-qzurl,1,1,Kamera,${BAD}\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cms/studio/import/products?dry_run=0',
      headers: {
        host: 'denka.test',
        origin: 'https://denka.test',
        'sec-fetch-site': 'same-origin',
        'content-type': 'text/csv',
        'accept-language': 'en',
        cookie: `__Host-denka_staff=${editor.cookie}`,
      },
      payload: csv,
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().data.errors).toEqual([{ line: 2, field: 'image', message: 'Invalid URL (https://… or /…).' }]);
    expect(await t.db.select().from(products).where(eq(products.slug, 'kamera-qzurl'))).toHaveLength(0);
  });
});
