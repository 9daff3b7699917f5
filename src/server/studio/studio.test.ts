import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories, products, slugRedirects, studioDrafts, warrantyPolicies } from '../db/schema';
import { createTestApp, type TestApp } from '../test/helper';
import { createTestWebRoot } from '../test/web-root';
import { STAFF_COOKIE } from '@/contract/studio/api';
import { call, PASSWORD, productDraft, staffSession } from './test-studio';

// The studio's drafts, publishing, versions and audit (docs/decisions/250-staff-studio.md, 253-content-version.md),
// against the public API, the page heads and the sitemap,
// with the read caches on (a publish must show at once, not after their lifetime).
let t: TestApp;
let web: Awaited<ReturnType<typeof createTestWebRoot>>;
beforeAll(async () => {
  web = await createTestWebRoot();
  t = await createTestApp({ webRoot: web.root, apiCacheTtlMs: 60_000, studioScheduleMs: 0 });
});
afterAll(async () => {
  await t?.close();
  web?.remove();
});

const find = (slug: string, query = '', staffCookie?: string) =>
  t.app.inject({
    url: `/api/cms/v3/products/find?slug=${slug}${query}`,
    ...(staffCookie ? { headers: { cookie: `${STAFF_COOKIE}=${staffCookie}` } } : {}),
  });
const categorySlug = async (id: number) =>
  (await t.db.select({ slug: categories.slug }).from(categories).where(eq(categories.id, id)))[0]!.slug;
const auditOf = (collection: string, id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.collection, collection), eq(auditLog.entity_id, String(id))))
    .orderBy(auditLog.id);

async function createProduct(cookie: string, overrides: Record<string, unknown> = {}) {
  const created = await call(t, 'studio/collections/products', { method: 'POST', cookie, body: { data: productDraft(overrides) } });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data as { id: number; version: number };
}

describe('studio drafts and publishing', () => {
  it('a draft is not public; publishing shows it in find, the category list, search and the sitemap at once; unpublishing hides it', async () => {
    const editor = await staffSession(t, 'editor');
    const name = 'Kamera Zyxwv Studio';
    const { id } = await createProduct(editor.cookie, { name });
    const read = await call(t, `studio/collections/products/${id}`, { cookie: editor.cookie });
    expect(read.json().data).toMatchObject({ status: 'draft', published: null, draft: { slug: 'kamera-zyxwv-studio' }, missing_en: [] });
    const category = await categorySlug(1);
    // Warm every cache first: the publish must drop them.
    expect((await find('kamera-zyxwv-studio')).statusCode).toBe(404);
    const listUrl = `/api/cms/v2/product?category=${category}&per_page=100`;
    const before = await t.app.inject({ url: listUrl });
    expect(before.body).not.toContain('kamera-zyxwv-studio');
    expect((await t.app.inject({ url: '/api/cms/v2/product/search?q=zyxwv' })).body).not.toContain('kamera-zyxwv-studio');
    expect((await t.app.inject({ url: '/sitemap-1.xml' })).body).not.toContain('kamera-zyxwv-studio');
    expect((await t.app.inject({ url: '/product-info/kamera-zyxwv-studio' })).statusCode).toBe(404);

    const published = await call(t, `studio/collections/products/${id}/publish`, {
      method: 'POST',
      cookie: editor.cookie,
      body: { version: 1 },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({ status: 'published', version: 1 });
    const found = await find('kamera-zyxwv-studio');
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toMatchObject({ id, name, price: 1_234_000 });
    expect((await t.app.inject({ url: listUrl })).body).toContain('kamera-zyxwv-studio');
    expect((await t.app.inject({ url: '/api/cms/v2/product/search?q=zyxwv' })).body).toContain('kamera-zyxwv-studio');
    expect((await t.app.inject({ url: '/sitemap-1.xml' })).body).toContain('/product-info/kamera-zyxwv-studio');
    const page = await t.app.inject({ url: '/product-info/kamera-zyxwv-studio', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(name);
    expect(page.body).toContain('"@type":"Product"');

    // A price change reaches the cached reads at once.
    const saved = await call(t, `studio/collections/products/${id}`, {
      method: 'PUT',
      cookie: editor.cookie,
      body: { data: productDraft({ name, price: 999_000 }), version: 1 },
    });
    expect(saved.json().data.version).toBe(2);
    expect((await find('kamera-zyxwv-studio')).json().data.price).toBe(1_234_000); // saved, not published
    expect((await call(t, `studio/collections/products/${id}`, { cookie: editor.cookie })).json().data.status).toBe('changed');
    await call(t, `studio/collections/products/${id}/publish`, { method: 'POST', cookie: editor.cookie, body: { version: 2 } });
    expect((await find('kamera-zyxwv-studio')).json().data.price).toBe(999_000);

    const off = await call(t, `studio/collections/products/${id}/unpublish`, { method: 'POST', cookie: editor.cookie, body: {} });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.status).toBe('draft');
    expect((await find('kamera-zyxwv-studio')).statusCode).toBe(404);
    expect((await t.app.inject({ url: listUrl })).body).not.toContain('kamera-zyxwv-studio');
    expect((await t.app.inject({ url: '/sitemap-1.xml' })).body).not.toContain('kamera-zyxwv-studio');
    expect((await call(t, `studio/collections/products/${id}`, { cookie: editor.cookie })).json().data.draft.name).toBe(name); // the draft stays

    const audit = await auditOf('products', id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'publish', 'update', 'publish', 'unpublish']);
    expect(audit[0]!.staff_id).toBe(editor.id);
    expect(audit[2]).toMatchObject({ before: { price: 1_234_000 }, after: { price: 999_000 } });
    expect(audit.every((a) => a.request_id)).toBe(true);
  });

  it('answers 409 with the current version when someone else saved meanwhile, and keeps their change', async () => {
    const editor = await staffSession(t, 'editor');
    const { id } = await createProduct(editor.cookie, { name: 'Kamera Konflik' });
    const first = await call(t, `studio/collections/products/${id}`, {
      method: 'PUT',
      cookie: editor.cookie,
      body: { data: productDraft({ name: 'Kamera Konflik A' }), version: 1 },
    });
    expect(first.statusCode).toBe(200);
    const second = await call(t, `studio/collections/products/${id}`, {
      method: 'PUT',
      cookie: editor.cookie,
      body: { data: productDraft({ name: 'Kamera Konflik B' }), version: 1 },
      headers: { 'accept-language': 'en' },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      message: 'Someone else changed this since you opened it. Reload to see the latest version.',
      current_version: 2,
    });
    expect((await call(t, `studio/collections/products/${id}`, { cookie: editor.cookie })).json().data.draft.name).toBe('Kamera Konflik A');
    const stale = await call(t, `studio/collections/products/${id}/publish`, {
      method: 'POST',
      cookie: editor.cookie,
      body: { version: 1 },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('a published slug that changes leaves a redirect: the API answers the old slug with the product under its new one', async () => {
    const editor = await staffSession(t, 'editor');
    const { id } = await createProduct(editor.cookie, { name: 'Kamera Slug Lama', slug: 'kamera-slug-lama' });
    await call(t, `studio/collections/products/${id}/publish`, { method: 'POST', cookie: editor.cookie, body: { version: 1 } });
    await call(t, `studio/collections/products/${id}`, {
      method: 'PUT',
      cookie: editor.cookie,
      body: { data: productDraft({ name: 'Kamera Slug Baru', slug: 'kamera-slug-baru' }), version: 1 },
    });
    expect((await find('kamera-slug-lama')).json().data.slug).toBe('kamera-slug-lama'); // not yet published
    await call(t, `studio/collections/products/${id}/publish`, { method: 'POST', cookie: editor.cookie, body: { version: 2 } });
    const old = await find('kamera-slug-lama');
    expect(old.statusCode).toBe(200);
    expect(old.json().data).toMatchObject({ id, slug: 'kamera-slug-baru', name: 'Kamera Slug Baru' });
    const page = await t.app.inject({ url: '/product-info/kamera-slug-lama?lang=en', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe('/product-info/kamera-slug-baru?lang=en');
    expect(await t.db.select().from(slugRedirects).where(eq(slugRedirects.old_slug, 'kamera-slug-lama'))).toEqual([
      expect.objectContaining({ collection: 'products', entity_id: id }),
    ]);
    // The old slug is now free to nobody else: another product asking for it gets a field error.
    const other = await call(t, 'studio/collections/products', {
      method: 'POST',
      cookie: editor.cookie,
      body: { data: productDraft({ name: 'Lain', slug: 'kamera-slug-baru' }) },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual({ slug: ['Slug ini sudah dipakai.'] });
  });

  it('generates unique slugs from the Indonesian title, also for parallel creates', async () => {
    const editor = await staffSession(t, 'editor');
    const made = await Promise.all(Array.from({ length: 5 }, () => createProduct(editor.cookie, { name: 'Lensa Ganda & Cepat!' })));
    const rows = await t.db
      .select({ slug: studioDrafts.slug })
      .from(studioDrafts)
      .where(and(eq(studioDrafts.collection, 'products')));
    const slugs = rows.map((r) => r.slug).filter((s) => s?.startsWith('lensa-ganda-dan-cepat'));
    expect(slugs.sort()).toEqual([
      'lensa-ganda-dan-cepat',
      'lensa-ganda-dan-cepat-2',
      'lensa-ganda-dan-cepat-3',
      'lensa-ganda-dan-cepat-4',
      'lensa-ganda-dan-cepat-5',
    ]);
    expect(new Set(made.map((m) => m.id)).size).toBe(5);
    // The same explicit slug in parallel: one wins, the others get a field error; nothing half-stored.
    const same = await Promise.all(
      Array.from({ length: 4 }, () =>
        call(t, 'studio/collections/products', {
          method: 'POST',
          cookie: editor.cookie,
          body: { data: productDraft({ slug: 'slug-paralel' }) },
        }),
      ),
    );
    expect(same.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400]);
    // Parallel publishes of one version: published once, audited once.
    const { id } = made[0]!;
    const pubs = await Promise.all(
      Array.from({ length: 4 }, () =>
        call(t, `studio/collections/products/${id}/publish`, { method: 'POST', cookie: editor.cookie, body: { version: 1 } }),
      ),
    );
    expect(pubs.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await auditOf('products', id)).filter((a) => a.action === 'publish')).toHaveLength(1);
    expect(await t.db.select({ id: products.id }).from(products).where(eq(products.id, id))).toHaveLength(1);
  });

  it('bad input gets field errors in the staff language and stores nothing', async () => {
    const editor = await staffSession(t, 'editor');
    const count = async () =>
      (await t.db.select({ id: studioDrafts.entity_id }).from(studioDrafts).where(eq(studioDrafts.collection, 'products'))).length;
    const before = await count();
    const bad = async (body: unknown, raw?: string) =>
      call(t, 'studio/collections/products', {
        method: 'POST',
        cookie: editor.cookie,
        ...(raw ? { raw } : { body }),
        headers: { 'accept-language': 'en' },
      });
    const nul = await bad({ data: productDraft({ name: 'a\u0000b' }) });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors['data.name']).toBeDefined();
    const surrogate = await bad(undefined, JSON.stringify({ data: productDraft() }).replace('Kamera Uji Studio', '\\ud800x'));
    expect(surrogate.statusCode).toBe(400);
    const types = await bad({ data: productDraft({ price: 'mahal', brand_id: 'x', image: 5, specs: [{ label: 1 }], unknown_field: 1 }) });
    expect(types.statusCode).toBe(400);
    expect(types.json().errors).toMatchObject({
      price: ['Invalid number or out of range.'],
      brand_id: ['Invalid value.'],
      unknown_field: ['Invalid value.'],
    });
    expect(types.json().errors['specs.0.label']).toBeDefined();
    const long = await bad({ data: productDraft({ name: 'x'.repeat(201), slug: 'Bukan Slug' }) });
    expect(long.json().errors).toMatchObject({ name: ['Too long.'], slug: ['A slug has only lower-case letters, digits and "-".'] });
    const nested = `${'{"a":'.repeat(5_000)}"x"${'}'.repeat(5_000)}`;
    expect((await bad(undefined, `{"data":{"specs":[${nested}]}}`)).statusCode).toBe(400);
    expect((await bad(undefined, `{"data":{"name":"x"},"deep":${nested}}`)).statusCode).toBe(400);
    expect((await bad(undefined, `{"data":${'['.repeat(100_000)}`)).statusCode).toBe(400);
    const huge = await bad({ data: productDraft({ content: 'x'.repeat(1_100_000) }) });
    expect(huge.statusCode).toBe(413);
    expect((await bad({ data: [] })).statusCode).toBe(400);
    expect((await bad('x')).statusCode).toBe(400);
    expect(await count()).toBe(before);

    // Publishing needs the required fields; the draft may lack them.
    const { id } = await createProduct(editor.cookie, { description: '', image: null });
    const publish = await call(t, `studio/collections/products/${id}/publish`, {
      method: 'POST',
      cookie: editor.cookie,
      body: { version: 1 },
    });
    expect(publish.statusCode).toBe(400);
    expect(Object.keys(publish.json().errors).sort()).toEqual(['description', 'image']);
    const unknownBrand = await createProduct(editor.cookie, { brand_id: 999_999 });
    const refused = await call(t, `studio/collections/products/${unknownBrand.id}/publish`, {
      method: 'POST',
      cookie: editor.cookie,
      body: { version: 1 },
    });
    expect(refused.json().errors).toEqual({ brand_id: ['Data yang dirujuk tidak ditemukan atau belum terbit.'] });
    expect(await t.db.select().from(products).where(eq(products.id, unknownBrand.id))).toHaveLength(0);
  });

  it('keeps versions and restores one into the draft', async () => {
    const editor = await staffSession(t, 'editor');
    const { id } = await createProduct(editor.cookie, { name: 'Versi Satu' });
    await call(t, `studio/collections/products/${id}`, {
      method: 'PUT',
      cookie: editor.cookie,
      body: { data: productDraft({ name: 'Versi Dua' }), version: 1 },
    });
    const versions = await call(t, `studio/collections/products/${id}/versions`, { cookie: editor.cookie });
    expect(versions.json().data.map((v: { n: number; action: string }) => [v.n, v.action])).toEqual([
      [2, 'update'],
      [1, 'create'],
    ]);
    // One version with its data, for the studio's field-by-field comparison before a restore.
    const first = await call(t, `studio/collections/products/${id}/versions/1`, { cookie: editor.cookie });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ n: 1, action: 'create', published: false, data: { name: 'Versi Satu' } });
    expect((await call(t, `studio/collections/products/${id}/versions/2`, { cookie: editor.cookie })).json().data.data.name).toBe(
      'Versi Dua',
    );
    for (const missing of [`products/${id}/versions/9`, `products/999999/versions/1`]) {
      expect((await call(t, `studio/collections/${missing}`, { cookie: editor.cookie })).statusCode, missing).toBe(404);
    }
    expect((await call(t, `studio/collections/products/${id}/versions/abc`, { cookie: editor.cookie })).statusCode).toBe(400);
    const restored = await call(t, `studio/collections/products/${id}/versions/1/restore`, {
      method: 'POST',
      cookie: editor.cookie,
      body: {},
    });
    expect(restored.json().data.version).toBe(3);
    expect((await call(t, `studio/collections/products/${id}`, { cookie: editor.cookie })).json().data.draft.name).toBe('Versi Satu');
    expect(
      (await call(t, `studio/collections/products/${id}/versions/9/restore`, { method: 'POST', cookie: editor.cookie, body: {} }))
        .statusCode,
    ).toBe(404);
  });

  it('a preview link shows the draft through the public API (no-store) and nothing else changes', async () => {
    const editor = await staffSession(t, 'editor');
    const { id } = await createProduct(editor.cookie, { name: 'Kamera Pratinjau' });
    const preview = await call(t, `studio/collections/products/${id}/preview`, { method: 'POST', cookie: editor.cookie, body: {} });
    expect(preview.statusCode).toBe(200);
    const url = new URL(preview.json().data.url, 'https://denka.test');
    expect(url.pathname).toBe('/product-info/kamera-pratinjau');
    const token = url.searchParams.get('preview')!;
    const shown = await find('kamera-pratinjau', `&preview=${token}`, editor.cookie);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toContain('no-store');
    expect(shown.json().data).toMatchObject({ id, name: 'Kamera Pratinjau' });
    expect((await find('kamera-pratinjau')).statusCode).toBe(404); // the public read is untouched
    // Not even while a preview runs: plain reads beside previews never see the draft.
    const mixed = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 ? find('kamera-pratinjau') : find('kamera-pratinjau', `&preview=${token}`, editor.cookie),
      ),
    );
    expect(mixed.map((r) => r.statusCode)).toEqual(Array.from({ length: 20 }, (_, i) => (i % 2 ? 404 : 200)));
    expect(await t.db.select().from(products).where(eq(products.id, id))).toHaveLength(0);
    expect((await find('kamera-pratinjau', `&preview=${token.slice(0, -2)}xx`, editor.cookie)).statusCode).toBe(404);
  });

  it('a preview token shows the draft only to the staff session that asked for it', async () => {
    const editor = await staffSession(t, 'editor');
    const { id } = await createProduct(editor.cookie, { name: 'Kamera Pratinjau Terikat' });
    const preview = await call(t, `studio/collections/products/${id}/preview`, { method: 'POST', cookie: editor.cookie, body: {} });
    const token = new URL(preview.json().data.url, 'https://denka.test').searchParams.get('preview')!;
    const slug = 'kamera-pratinjau-terikat';
    expect((await find(slug, `&preview=${token}`, editor.cookie)).statusCode).toBe(200);
    // Anyone else holding the link: a visitor, another staff member, the same editor in another session.
    const colleague = await staffSession(t, 'editor');
    const again = await call(t, 'studio/session', { method: 'POST', body: { email: editor.email, password: PASSWORD } });
    const otherSession = again.cookies.find((c) => c.name === STAFF_COOKIE)!.value;
    for (const cookie of [undefined, colleague.cookie, otherSession, 'x'.repeat(43)]) {
      const refused = await find(slug, `&preview=${token}`, cookie);
      expect(refused.statusCode).toBe(404);
      expect(refused.body).not.toContain('Kamera Pratinjau Terikat');
    }
    // A logged-out session's cookie no longer opens it.
    await call(t, 'studio/session', { method: 'DELETE', cookie: editor.cookie });
    expect((await find(slug, `&preview=${token}`, editor.cookie)).statusCode).toBe(404);
  });

  it('the audit log is readable by administrators, filtered by entity', async () => {
    const admin = await staffSession(t, 'admin');
    const { id } = await createProduct(admin.cookie, { name: 'Kamera Audit' });
    const audit = await call(t, `studio/audit?collection=products&entity_id=${id}`, { cookie: admin.cookie });
    expect(audit.statusCode).toBe(200);
    expect(audit.json().data).toEqual([
      expect.objectContaining({
        action: 'create',
        collection: 'products',
        entity_id: String(id),
        staff: expect.objectContaining({ id: admin.id }),
        before: null,
      }),
    ]);
    expect(audit.json().data[0].after).toMatchObject({ name: 'Kamera Audit' });
  });

  it('carries the content version on API answers; a publish raises it', async () => {
    const editor = await staffSession(t, 'editor');
    const before = Number((await t.app.inject({ url: '/api/cms/v2/product/brands' })).headers['x-content-version']);
    const { id } = await createProduct(editor.cookie, { name: 'Kamera Versi Konten' });
    await call(t, `studio/collections/products/${id}/publish`, { method: 'POST', cookie: editor.cookie, body: { version: 1 } });
    const after = Number((await t.app.inject({ url: '/api/cms/v2/product/brands' })).headers['x-content-version']);
    expect(after).toBeGreaterThan(before);
  });

  it('articles: a preview shows the draft, and a changed slug keeps a redirect in the public API', async () => {
    const editor = await staffSession(t, 'editor');
    const article = {
      title: 'Tips Vlog Studio',
      title_en: 'Studio vlog tips',
      kind: 'article',
      category: 'news',
      excerpt: 'Ringkasan.',
      body: '<h2>Satu</h2><p>Isi.</p>',
      author: 'Tim Denka',
      thumbnail: { url: '/media/placeholder/a.webp', alt: 'a', alt_en: 'a' },
      published_at: '2026-11-01T03:00:00.000Z',
    };
    const created = await call(t, 'studio/collections/articles', { method: 'POST', cookie: editor.cookie, body: { data: article } });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;
    const preview = await call(t, `studio/collections/articles/${id}/preview`, { method: 'POST', cookie: editor.cookie, body: {} });
    const url = new URL(preview.json().data.url, 'https://denka.test');
    expect(url.pathname).toBe('/article/tips-vlog-studio');
    const token = url.searchParams.get('preview')!;
    const asEditor = { cookie: `${STAFF_COOKIE}=${editor.cookie}` };
    const shown = await t.app.inject({ url: `/api/cms/v2/event/tips-vlog-studio?preview=${token}`, headers: asEditor });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({ id, title: 'Tips Vlog Studio' });
    expect((await t.app.inject({ url: '/api/cms/v2/event/tips-vlog-studio' })).statusCode).toBe(404);
    // A product's token does not open an article.
    const product = await createProduct(editor.cookie, { name: 'Kamera Token Lain' });
    const productToken = new URL(
      (await call(t, `studio/collections/products/${product.id}/preview`, { method: 'POST', cookie: editor.cookie, body: {} })).json().data
        .url,
      'https://x',
    ).searchParams.get('preview');
    expect((await t.app.inject({ url: `/api/cms/v2/event/tips-vlog-studio?preview=${productToken}`, headers: asEditor })).statusCode).toBe(
      404,
    );
    // Without the staff cookie the article's own token shows nothing.
    expect((await t.app.inject({ url: `/api/cms/v2/event/tips-vlog-studio?preview=${token}` })).statusCode).toBe(404);

    await call(t, `studio/collections/articles/${id}/publish`, { method: 'POST', cookie: editor.cookie, body: { version: 1 } });
    await call(t, `studio/collections/articles/${id}`, {
      method: 'PUT',
      cookie: editor.cookie,
      body: { data: { ...article, slug: 'tips-vlog-baru' }, version: 1 },
    });
    await call(t, `studio/collections/articles/${id}/publish`, { method: 'POST', cookie: editor.cookie, body: { version: 2 } });
    const old = await t.app.inject({ url: '/api/cms/v2/event/tips-vlog-studio' });
    expect(old.statusCode).toBe(200);
    expect(old.json().data.slug).toBe('tips-vlog-baru');
    const page = await t.app.inject({ url: '/article/tips-vlog-studio', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe('/article/tips-vlog-baru');
    expect((await t.app.inject({ url: '/article/tips-vlog-baru', headers: { accept: 'text/html' } })).statusCode).toBe(200);
  });

  it('a category or a job whose published slug changes: its old page address answers 301 to the new one', async () => {
    const editor = await staffSession(t, 'editor');
    const hr = await staffSession(t, 'hr');
    const renamed = async (cookie: string, collection: string, to: string) => {
      const [first] = (await call(t, `studio/collections/${collection}?sort=id&per_page=1`, { cookie })).json().data as { id: number }[];
      const entity = (await call(t, `studio/collections/${collection}/${first!.id}`, { cookie })).json().data;
      const saved = await call(t, `studio/collections/${collection}/${first!.id}`, {
        method: 'PUT',
        cookie,
        body: { data: { ...entity.draft, slug: to }, version: entity.version },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const published = await call(t, `studio/collections/${collection}/${first!.id}/publish`, {
        method: 'POST',
        cookie,
        body: { version: saved.json().data.version },
      });
      expect(published.statusCode, published.body).toBe(200);
      return entity.draft.slug as string;
    };
    const oldCategory = await renamed(editor.cookie, 'categories', 'kategori-baru-studio');
    const category = await t.app.inject({ url: `/product-category/${oldCategory}?page=2`, headers: { accept: 'text/html' } });
    expect(category.statusCode).toBe(301);
    expect(category.headers.location).toBe('/product-category/kategori-baru-studio?page=2');
    const oldJob = await renamed(hr.cookie, 'jobs', 'lowongan-baru-studio');
    const job = await t.app.inject({ url: `/karir-detail/${oldJob}`, headers: { accept: 'text/html' } });
    expect(job.statusCode).toBe(301);
    expect(job.headers.location).toBe('/karir-detail/lowongan-baru-studio');
    // The current addresses are pages, not redirects.
    expect((await t.app.inject({ url: '/product-category/kategori-baru-studio', headers: { accept: 'text/html' } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/karir-detail/lowongan-baru-studio', headers: { accept: 'text/html' } })).statusCode).toBe(200);
  });

  it('unpublishing what other published content needs is a 409 that changes nothing; the company profile is one', async () => {
    const editor = await staffSession(t, 'editor');
    const brands = (await call(t, 'studio/collections/brands?sort=id&per_page=1', { cookie: editor.cookie })).json().data;
    const refused = await call(t, `studio/collections/brands/${brands[0].id}/unpublish`, {
      method: 'POST',
      cookie: editor.cookie,
      body: {},
      headers: { 'accept-language': 'en' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Cannot be taken off the site: other published content still uses it.');
    expect((await call(t, `studio/collections/brands/${brands[0].id}`, { cookie: editor.cookie })).json().data.status).toBe('published');
    expect((await t.app.inject({ url: `/api/cms/v3/brands/find?slug=${brands[0].slug}` })).statusCode).toBe(200);
    const company = (await call(t, 'studio/collections/company', { cookie: editor.cookie })).json().data[0];
    const draft = (await call(t, `studio/collections/company/${company.id}`, { cookie: editor.cookie })).json().data.draft;
    const second = await call(t, 'studio/collections/company', { method: 'POST', cookie: editor.cookie, body: { data: draft } });
    expect(second.statusCode).toBe(409);
  });

  it("a brand's slug that published content refers to cannot change: a field error, nothing published", async () => {
    const editor = await staffSession(t, 'editor');
    const list = (await call(t, 'studio/collections/brands?q=insta360', { cookie: editor.cookie })).json().data;
    const brand = list.find((b: { slug: string }) => b.slug === 'insta360');
    const entity = (await call(t, `studio/collections/brands/${brand.id}`, { cookie: editor.cookie })).json().data;
    const saved = await call(t, `studio/collections/brands/${brand.id}`, {
      method: 'PUT',
      cookie: editor.cookie,
      body: { data: { ...entity.draft, slug: 'insta-360-baru' }, version: entity.version },
    });
    const publish = await call(t, `studio/collections/brands/${brand.id}/publish`, {
      method: 'POST',
      cookie: editor.cookie,
      body: { version: saved.json().data.version },
    });
    expect(publish.statusCode).toBe(400);
    expect(publish.json().errors).toEqual({ slug: ['Slug ini tidak dapat diubah: konten lain yang terbit merujuk slug lama.'] });
    expect((await t.app.inject({ url: '/api/cms/v3/brands/find?slug=insta360' })).statusCode).toBe(200);
    expect((await call(t, `studio/collections/brands/${brand.id}`, { cookie: editor.cookie })).json().data.status).toBe('changed');
  });

  it('a dealer with an unknown region code gets a field error on publish, not a 500', async () => {
    const editor = await staffSession(t, 'editor');
    const dealer = {
      type: 'offline_store',
      name: 'Toko Wilayah Salah',
      region: { province_code: '99', city_code: '99.99' },
      location: { lat: -6.2, lng: 106.8 },
    };
    const created = await call(t, 'studio/collections/dealers', { method: 'POST', cookie: editor.cookie, body: { data: dealer } });
    expect(created.statusCode, created.body).toBe(201);
    const publish = await call(t, `studio/collections/dealers/${created.json().data.id}/publish`, {
      method: 'POST',
      cookie: editor.cookie,
      body: { version: 1 },
    });
    expect(publish.statusCode).toBe(400);
    expect(publish.json().errors).toEqual({ region: ['Provinsi atau kota tidak ditemukan.'] });
  });

  it("a job's city is edited in the studio (its region) and the careers list filters by the new one at once", async () => {
    const hr = await staffSession(t, 'hr');
    const jobsIn = async (city: string) => {
      const answer = (await t.app.inject({ url: `/api/cms/v2/lowongan_kerja?location=${city}&per_page=50` })).json();
      return (answer as { data: { data: Array<{ slug: string }> } }).data.data.map((job) => job.slug);
    };
    const list = (await call(t, 'studio/collections/jobs?per_page=50', { cookie: hr.cookie })).json().data as Array<{ id: number }>;
    const entity = (await call(t, `studio/collections/jobs/${list[0]!.id}`, { cookie: hr.cookie })).json().data;
    // The seeded job's city is there to edit, with its province (migration 0039 for rows that had only the city).
    const { province_code, city_code } = entity.draft.region as { province_code: string; city_code: string };
    expect(city_code.startsWith(`${province_code}.`)).toBe(true);
    const slug = entity.draft.slug as string;
    expect(await jobsIn(city_code)).toContain(slug); // cached now: the publish must drop it
    const moved = city_code === '35.78' ? { province_code: '31', city_code: '31.72' } : { province_code: '35', city_code: '35.78' };
    const saved = await call(t, `studio/collections/jobs/${entity.id}`, {
      method: 'PUT',
      cookie: hr.cookie,
      body: { data: { ...entity.draft, region: moved }, version: entity.version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await call(t, `studio/collections/jobs/${entity.id}/publish`, {
      method: 'POST',
      cookie: hr.cookie,
      body: { version: saved.json().data.version },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(await jobsIn(moved.city_code)).toContain(slug);
    expect(await jobsIn(city_code)).not.toContain(slug);
    // A city of another province may sit in a draft, but is a field error on publish, never a published mismatch.
    const mismatched = await call(t, `studio/collections/jobs/${entity.id}`, {
      method: 'PUT',
      cookie: hr.cookie,
      body: { data: { ...entity.draft, region: { province_code: '31', city_code: '35.78' } }, version: published.json().data.version },
    });
    expect(mismatched.statusCode, mismatched.body).toBe(200);
    const refused = await call(t, `studio/collections/jobs/${entity.id}/publish`, {
      method: 'POST',
      cookie: hr.cookie,
      body: { version: mismatched.json().data.version },
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(['region']);
    expect(await jobsIn(moved.city_code)).toContain(slug);
  });

  it("a brand's warranty terms are edited with the brand and published into warranty_policies", async () => {
    const editor = await staffSession(t, 'editor');
    const list = (await call(t, 'studio/collections/brands?q=hollyland', { cookie: editor.cookie })).json().data;
    const brand = list.find((b: { slug: string }) => b.slug === 'hollyland');
    const entity = (await call(t, `studio/collections/brands/${brand.id}`, { cookie: editor.cookie })).json().data;
    const [before] = await t.db.select().from(warrantyPolicies).where(eq(warrantyPolicies.brand_slug, 'hollyland'));
    expect(entity.draft.warranty_unit_months).toBe(before?.unit_months ?? null);
    const data = {
      ...entity.draft,
      warranty_unit_months: 24,
      warranty_battery_months: 6,
      warranty_notes: 'Catatan baru',
      warranty_notes_en: 'New note',
    };
    const saved = await call(t, `studio/collections/brands/${brand.id}`, {
      method: 'PUT',
      cookie: editor.cookie,
      body: { data, version: entity.version },
    });
    const publish = await call(t, `studio/collections/brands/${brand.id}/publish`, {
      method: 'POST',
      cookie: editor.cookie,
      body: { version: saved.json().data.version },
    });
    expect(publish.statusCode, publish.body).toBe(200);
    const [after] = await t.db.select().from(warrantyPolicies).where(eq(warrantyPolicies.brand_slug, 'hollyland'));
    expect(after).toMatchObject({ unit_months: 24, battery_months: 6, notes: 'Catatan baru', notes_en: 'New note' });
  });
});
