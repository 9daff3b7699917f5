import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_COOKIE } from '@/contract/studio/api';
import { products } from '../db/schema';
import { createTestWebRoot } from '../test/web-root';
import { createTestApp, type TestApp } from '../test/helper';
import { call, productDraft, staffSession } from '../studio/test-studio';

// The rendered-page cache holds a page for everyone only under the key of everything its render read
// (src/server/seo/page-cache-key.ts, decision 120): a query string sent once never becomes the bare page's,
// and a studio preview is neither rendered into the HTML nor kept (decision 250). The server bundle here
// stands in for the build's: like the app, it renders from the whole URL and reads the product of a product
// page through the API, with the page's `preview` token when there is one.

const RENDERER = `
const escape = (text) => String(text).replace(/[&<>"]/g, (c) => '&#' + c.charCodeAt(0) + ';');
export async function render({ url, lang, saveData, read }) {
  globalThis.__pageCacheTestRenders = (globalThis.__pageCacheTestRenders ?? 0) + 1;
  const u = new URL(url, 'http://localhost');
  const preview = u.searchParams.get('preview');
  let product = '';
  if (u.pathname.startsWith('/product-info/')) {
    const slug = decodeURIComponent(u.pathname.split('/')[2] ?? '');
    const query = new URLSearchParams({ lang, slug, ...(preview ? { preview } : {}) });
    const answer = await read('v3/products/find?' + query.toString());
    product = answer?.data?.name ?? '';
  }
  return { html: '<p>rendered ' + escape(u.pathname + u.search) + ' ' + escape(product) + (saveData ? ' for save-data' : '') + '</p>', state: JSON.stringify({ url, product }) };
}
`;
const renders = () => (globalThis as { __pageCacheTestRenders?: number }).__pageCacheTestRenders ?? 0;

let t: TestApp;
let web: Awaited<ReturnType<typeof createTestWebRoot>>;
beforeAll(async () => {
  web = await createTestWebRoot({ renderer: RENDERER });
  t = await createTestApp({ webRoot: web.root, apiCacheTtlMs: 60_000, studioScheduleMs: 0 });
});
afterAll(async () => {
  await t?.close();
  web?.remove();
});

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { accept: 'text/html', ...headers } });

describe('the rendered-page cache is keyed by everything the render reads', () => {
  it('a search sent once never reaches the bare finder pages (/authorized-store, /service-center)', async () => {
    for (const path of ['/authorized-store', '/service-center', '/authorized-store-app']) {
      const poisoned = await page(`${path}?q=ZZPOISON`);
      expect(poisoned.statusCode).toBe(200);
      expect(poisoned.body, 'the render reads the query').toContain('ZZPOISON');
      const variants: Record<string, string>[] = [{}, { 'accept-encoding': 'gzip' }, { 'accept-language': 'en' }];
      for (const headers of variants) {
        const bare = await page(path, headers);
        expect(bare.statusCode).toBe(200);
        expect(bare.body).not.toContain('ZZPOISON');
      }
      // …nor another visitor's other search, in any order of the same parameters.
      expect((await page(`${path}?sort=desc&q=abc`)).body).not.toContain('ZZPOISON');
    }
  });

  it('declared filters are cached under their own key (any order); an undeclared parameter is rendered for its request alone', async () => {
    const first = await page('/authorized-store?city=3171&q=kamera');
    const before = renders();
    const same = await page('/authorized-store?q=kamera&city=3171');
    expect(renders(), 'the same filters in another order are the cached page').toBe(before);
    expect(same.headers.etag).toBe(first.headers.etag);

    for (let i = 0; i < 2; i++) {
      const tracked = await page('/garansi?utm_source=ZZTRACK');
      expect(tracked.body).toContain('ZZTRACK');
    }
    expect(renders(), 'an undeclared parameter is never served from the cache').toBe(before + 2);
    expect((await page('/garansi')).body).not.toContain('ZZTRACK');
    // A parameter another route declares is undeclared here; a declared one on a 404 page too.
    await page('/garansi?q=ZZOTHER');
    expect((await page('/garansi')).body).not.toContain('ZZOTHER');
  });

  it('neither a forged host nor a language header changes what the bare page says to the next visitor', async () => {
    await page('/brands', { 'x-forwarded-host': 'evil.example', host: 'evil.example', 'accept-language': 'en-US,en;q=0.9' });
    await page('/brands?lang=en', { 'x-forwarded-host': 'evil.example' });
    const bare = await page('/brands');
    expect(bare.body).not.toContain('evil.example');
    expect(bare.body).toContain('<html lang="id">');
  });
});

describe('the data-saving mode (src/lib/data-saver.ts)', () => {
  it('a page asked with Save-Data: on is rendered and kept apart, says so on <html>, and the answer varies on it', async () => {
    const path = '/authorized-store?sort=asc';
    const plain = await page(path);
    expect(plain.body).not.toContain('data-save-data');
    expect(plain.body).not.toContain('for save-data');
    const saving = await page(path, { 'save-data': 'on' });
    expect(saving.statusCode).toBe(200);
    expect(saving.body).toMatch(/<html[^>]*\blang="id" data-save-data[\s>]/);
    expect(saving.body).toContain('for save-data');
    expect(String(saving.headers.vary)).toMatch(/\bSave-Data\b/);
    expect(String(plain.headers.vary)).toMatch(/\bSave-Data\b/);
    // Each kept under its own key: neither answer reaches the other's visitors, in either order.
    expect((await page(path)).body).not.toContain('data-save-data');
    expect((await page(path, { 'save-data': 'ON ' })).body).toContain('for save-data');
    // Anything but "on" is not the mode (a made-up header value never becomes its own page).
    for (const value of ['off', 'onn', '1', '']) expect((await page(path, { 'save-data': value })).body).not.toContain('data-save-data');
  });
});

describe('studio previews (decision 250)', () => {
  it('a preview link is never rendered into the HTML nor kept: the bare page and every other visitor see the published product', async () => {
    const editor = await staffSession(t, 'editor');
    const created = await call(t, 'studio/collections/products', {
      method: 'POST',
      cookie: editor.cookie,
      body: { data: productDraft({ name: 'Kamera Terbit Cache' }) },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data as { id: number };
    expect(
      (await call(t, `studio/collections/products/${id}/publish`, { method: 'POST', cookie: editor.cookie, body: { version: 1 } }))
        .statusCode,
    ).toBe(200);
    const changed = await call(t, `studio/collections/products/${id}`, {
      method: 'PUT',
      cookie: editor.cookie,
      body: { data: productDraft({ name: 'Kamera Draf RAHASIA', slug: 'kamera-terbit-cache' }), version: 1 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const link = (await call(t, `studio/collections/products/${id}/preview`, { method: 'POST', cookie: editor.cookie, body: {} })).json()
      .data.url as string;
    const token = new URL(link, 'https://denka.test').searchParams.get('preview')!;
    expect(link).toBe(`/product-info/kamera-terbit-cache?preview=${encodeURIComponent(token)}`);

    // The staff member opens it (with the staff cookie): the page's HTML has neither the draft nor the token.
    const opened = await page(link, { cookie: `${STAFF_COOKIE}=${editor.cookie}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).not.toContain(token);
    expect(opened.body).not.toContain(encodeURIComponent(token));
    expect(opened.body).not.toContain('RAHASIA');
    expect(opened.body).not.toContain('id="ssr-state"');
    expect(opened.headers['cache-control']).toBe('private, no-store');
    // A visitor opening the same link, and the bare page afterwards: the published product only.
    for (const visitor of [await page(link), await page('/product-info/kamera-terbit-cache')]) {
      expect(visitor.statusCode).toBe(200);
      expect(visitor.body).not.toContain('RAHASIA');
      expect(visitor.body).not.toContain(token);
    }
    expect((await page('/product-info/kamera-terbit-cache')).body).toContain('Kamera Terbit Cache');

    // The API answers the draft to the staff session the link was made for, and to nobody else.
    const api = (cookie?: string) =>
      t.app.inject({
        url: `/api/cms/v3/products/find?slug=kamera-terbit-cache&preview=${encodeURIComponent(token)}`,
        headers: cookie ? { cookie: `${STAFF_COOKIE}=${cookie}` } : {},
      });
    expect((await api(editor.cookie)).json().data.name).toBe('Kamera Draf RAHASIA');
    const refused = await api();
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('RAHASIA');
  });

  it('an ordinary product page still renders its first screen and is cached', async () => {
    const [product] = await t.db.select().from(products).orderBy(asc(products.id)).limit(1);
    const first = await page(`/product-info/${product!.slug}`);
    expect(first.body).toContain('id="ssr-state"');
    expect(first.headers['cache-control']).toBe('no-cache');
    const before = renders();
    const again = await page(`/product-info/${product!.slug}`);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(renders()).toBe(before);
  });
});
