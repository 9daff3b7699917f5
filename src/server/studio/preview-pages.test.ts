import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_KEYS, type CollectionKey } from '@/contract/collections/fields';
import { ALL_ENDPOINTS } from '@/contract/endpoints/all';
import { takesPreview } from '@/contract/endpoints/define';
import { STAFF_COOKIE } from '@/contract/studio/api';
import { hasPreviewPage } from '@/contract/studio/preview-pages';
import { hashToken } from '../accounts/session-token';
import { brands, homeSections, stores } from '../db/schema';
import { createTestApp, type TestApp } from '../test/helper';
import { createTestWebRoot } from '../test/web-root';
import { previewToken } from './preview';
import { call, staffSession } from './test-studio';

// Previews of every collection with a public page (docs/studio.md, docs/decisions/250-staff-studio.md): the page's
// reads answer the draft in place of the published entry for the staff session that made the link, and for nobody
// else; nothing of it is cached (API cache, page cache) or indexed. With the read caches on, as in production.
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

const asStaff = (cookie: string | undefined) => (cookie ? { cookie: `${STAFF_COOKIE}=${cookie}` } : {});
const read = (url: string, cookie?: string) => t.app.inject({ url: `/api/cms/${url}`, headers: asStaff(cookie) });
const page = (url: string, cookie?: string) => t.app.inject({ url, headers: { accept: 'text/html', ...asStaff(cookie) } });

/** Saves a draft of a published entity with `changes` over its current draft. */
async function editDraft(cookie: string, collection: CollectionKey, id: number, changes: Record<string, unknown>) {
  const current = await call(t, `studio/collections/${collection}/${id}`, { cookie });
  expect(current.statusCode, current.body).toBe(200);
  const { draft, version } = current.json().data as { draft: Record<string, unknown>; version: number };
  const saved = await call(t, `studio/collections/${collection}/${id}`, {
    method: 'PUT',
    cookie,
    body: { data: { ...draft, ...changes }, version },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** The preview link of an entity: its page and its token. */
async function previewLink(cookie: string, collection: CollectionKey, id: number) {
  const made = await call(t, `studio/collections/${collection}/${id}/preview`, { method: 'POST', cookie, body: {} });
  expect(made.statusCode, made.body).toBe(200);
  const url = new URL(made.json().data.url as string, 'https://denka.test');
  return { path: url.pathname, token: url.searchParams.get('preview')! };
}

const sectionOne = async () => (await t.db.select().from(homeSections).where(eq(homeSections.key, 'section_1')))[0]!;

describe('previews of the home page and every collection with a public page', () => {
  it('a draft home section shows on the home page for its staff session only; the public read, the page and the caches stay published', async () => {
    const marketing = await staffSession(t, 'marketing');
    const section = await sectionOne();
    // Warm the response cache and the page cache first: a preview must neither read nor fill them.
    const before = await read('v2/section_1');
    expect(before.json().data.title).toBe(section.title);
    const homeBefore = await page('/');
    expect(homeBefore.statusCode).toBe(200);

    const draftTitle = 'Judul Draf Pratinjau Beranda';
    await editDraft(marketing.cookie, 'home-sections', section.id, { title: draftTitle });
    const { path, token } = await previewLink(marketing.cookie, 'home-sections', section.id);
    expect(path).toBe('/');

    const shown = await read(`v2/section_1?preview=${token}`, marketing.cookie);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data.title).toBe(draftTitle);
    expect(shown.headers['cache-control']).toBe('private, no-store');
    expect(shown.headers['x-robots-tag']).toBe('noindex');
    expect(shown.headers['x-cache']).toBeUndefined();
    // The home page's other reads take the token too and answer as published (no-store all the same).
    const sliders = await read(`v2/main-slider?preview=${token}`, marketing.cookie);
    expect(sliders.statusCode).toBe(200);
    expect(sliders.headers['cache-control']).toBe('private, no-store');

    // The public read, the table and the cached page are untouched, while and after a preview runs.
    const mixed = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? read('v2/section_1') : read(`v2/section_1?preview=${token}`, marketing.cookie))),
    );
    expect(mixed.map((r) => r.json().data.title)).toEqual(Array.from({ length: 12 }, (_, i) => (i % 2 ? section.title : draftTitle)));
    expect((await sectionOne()).title).toBe(section.title);
    const home = await page('/');
    expect(home.body).not.toContain(draftTitle);
    expect(home.headers['cache-control']).toBe('no-cache');

    // The preview's page: the shell with its head, never the draft nor the token, never kept, noindex.
    const previewPage = await page(`/?preview=${token}`, marketing.cookie);
    expect(previewPage.statusCode).toBe(200);
    expect(previewPage.headers['cache-control']).toBe('private, no-store');
    expect(previewPage.headers['x-robots-tag']).toBe('noindex');
    expect(previewPage.body).toContain('<meta name="robots" content="noindex"');
    expect(previewPage.body).not.toContain(draftTitle);
    expect(previewPage.body).not.toContain(token);
    expect((await page('/')).body).not.toContain('noindex');
  });

  it('nobody else sees it: no session, another session, a logged-out or expired one, a forged or other token: 404 with nothing of the draft, never cached', async () => {
    const marketing = await staffSession(t, 'marketing');
    const section = await sectionOne();
    const draftTitle = 'Judul Draf Rahasia';
    await editDraft(marketing.cookie, 'home-sections', section.id, { title: draftTitle });
    const { token } = await previewLink(marketing.cookie, 'home-sections', section.id);
    const colleague = await staffSession(t, 'marketing');
    const expired = previewToken(t.app.accountSecret, 'home-sections', section.id, Date.now() - 1_000, hashToken(marketing.cookie));
    // The same payload signed for another collection (the brand with that id): the signature no longer holds.
    const [payload, signature] = [token.slice(0, token.lastIndexOf('.')), token.slice(token.lastIndexOf('.') + 1)];
    const otherCollection = `${COLLECTION_KEYS.indexOf('brands').toString(36)}${payload.slice(payload.indexOf('.'))}.${signature}`;
    const refusals: [string, string | undefined][] = [
      [`v2/section_1?preview=${token}`, undefined],
      [`v2/section_1?preview=${token}`, colleague.cookie],
      [`v2/section_1?preview=${token}`, 'x'.repeat(43)],
      [`v2/section_1?preview=${expired}`, marketing.cookie],
      [`v2/section_1?preview=${otherCollection}`, marketing.cookie],
    ];
    for (const [url, cookie] of refusals) {
      const refused = await read(url, cookie);
      expect(refused.statusCode, url).toBe(404);
      expect(refused.body).not.toContain(draftTitle);
      expect(refused.headers['cache-control'], url).toBe('private, no-store');
      expect(refused.headers['x-preview'], url).toBe('refused');
    }
    // A query meant to poison a cache: a malformed token is a 400, and none of these answers was kept under the
    // preview's address — the staff member's own read still shows the draft, everybody else the published entry.
    expect((await read(`v2/section_1?preview=${encodeURIComponent('<script>')}`, marketing.cookie)).statusCode).toBe(400);
    expect((await read(`v2/section_1?preview=${'a'.repeat(201)}`, marketing.cookie)).statusCode).toBe(400);
    expect((await read(`v2/section_1?preview=${token}&preview=${token}`, marketing.cookie)).statusCode).toBe(400);
    expect((await read(`v2/section_1?preview=${token}`, marketing.cookie)).json().data.title).toBe(draftTitle);
    expect((await read(`v2/section_1?preview=${token}`)).statusCode).toBe(404);
    expect((await read('v2/section_1')).json().data.title).toBe(section.title);
    // An empty token means no preview (an empty parameter is an absent one, docs/decisions/150): the published entry.
    expect((await read('v2/section_1?preview=', marketing.cookie)).json().data.title).toBe(section.title);

    // A logged-out session's cookie no longer opens it.
    await call(t, 'studio/session', { method: 'DELETE', cookie: marketing.cookie });
    expect((await read(`v2/section_1?preview=${token}`, marketing.cookie)).statusCode).toBe(404);
  });

  it('a link needs a studio session with view rights on the collection (401, 403), and a right taken away closes the link at once', async () => {
    const section = await sectionOne();
    const preview = (cookie: string | undefined, collection = 'home-sections', id: number | string = section.id) =>
      call(t, `studio/collections/${collection}/${id}/preview`, { method: 'POST', cookie, body: {} });
    expect((await preview(undefined)).statusCode).toBe(401);
    const hr = await staffSession(t, 'hr');
    const refused = await preview(hr.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'permission_denied', collection: 'home-sections', action: 'view' });
    // Ids at and past the integer's end; an entity of another collection under this one's name.
    const marketing = await staffSession(t, 'marketing');
    expect((await preview(marketing.cookie, 'home-sections', 2_147_483_647)).statusCode).toBe(404);
    expect((await preview(marketing.cookie, 'home-sections', 2_147_483_648)).statusCode).toBe(400);
    expect((await preview(marketing.cookie, 'home-sections', 'abc')).statusCode).toBe(400);
    const brandId = (await t.db.select({ id: brands.id }).from(brands).orderBy(brands.id).limit(1))[0]!.id;
    const maxSection = (await t.db.select({ id: homeSections.id }).from(homeSections)).reduce((max, row) => Math.max(max, row.id), 0);
    expect((await preview(marketing.cookie, 'home-sections', maxSection + brandId + 1000)).statusCode).toBe(404);

    const { token } = await previewLink(marketing.cookie, 'home-sections', section.id);
    expect((await read(`v2/section_1?preview=${token}`, marketing.cookie)).statusCode).toBe(200);
    const admin = await staffSession(t, 'admin');
    const matrix = (await call(t, 'studio/permissions', { cookie: admin.cookie })).json().data.matrix;
    const without = { ...matrix, marketing: { ...matrix.marketing, 'home-sections': [] } };
    const saved = await call(t, 'studio/permissions', { method: 'PUT', cookie: admin.cookie, body: { matrix: without } });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      expect((await read(`v2/section_1?preview=${token}`, marketing.cookie)).statusCode).toBe(404);
      expect((await preview(marketing.cookie)).statusCode).toBe(403);
    } finally {
      await call(t, 'studio/permissions', { method: 'PUT', cookie: admin.cookie, body: { matrix } });
    }
  });

  it("a brand's and a dealer's previews show the draft on their own pages' reads", async () => {
    const editor = await staffSession(t, 'editor');
    const [brand] = await t.db.select().from(brands).orderBy(brands.id).limit(1);
    await editDraft(editor.cookie, 'brands', brand!.id, { name: 'Merek Draf Pratinjau' });
    const brandLink = await previewLink(editor.cookie, 'brands', brand!.id);
    expect(brandLink.path).toBe(`/brand/${brand!.slug}`);
    const shownBrand = await read(`v3/brands/find?slug=${brand!.slug}&preview=${brandLink.token}`, editor.cookie);
    expect(shownBrand.statusCode, shownBrand.body).toBe(200);
    expect(shownBrand.body).toContain('Merek Draf Pratinjau');
    expect((await read(`v3/brands/find?slug=${brand!.slug}`)).body).not.toContain('Merek Draf Pratinjau');

    const [dealer] = await t.db.select().from(stores).where(eq(stores.type, 'offline_store')).orderBy(stores.id).limit(1);
    await editDraft(editor.cookie, 'dealers', dealer!.id, { name: 'Dealer Draf Pratinjau' });
    const dealerLink = await previewLink(editor.cookie, 'dealers', dealer!.id);
    expect(dealerLink.path).toBe(`/dealer/${dealer!.slug}`);
    const shownDealer = await read(`v2/dealer/${dealer!.slug}?preview=${dealerLink.token}`, editor.cookie);
    expect(shownDealer.statusCode, shownDealer.body).toBe(200);
    expect(shownDealer.body).toContain('Dealer Draf Pratinjau');
    expect((await read(`v2/dealer/${dealer!.slug}`)).body).not.toContain('Dealer Draf Pratinjau');
  });

  it('a draft no page shows (a web page the site has no route for) is refused with the reason, in the staff language', async () => {
    const editor = await staffSession(t, 'editor');
    const created = await call(t, 'studio/collections/web-pages', {
      method: 'POST',
      cookie: editor.cookie,
      body: { data: { title: 'Halaman Tanpa Rute', title_en: 'A page without a route', body: '<p>Isi.</p>', body_en: '<p>Body.</p>' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const refused = await call(t, `studio/collections/web-pages/${created.json().data.id}/preview`, {
      method: 'POST',
      cookie: editor.cookie,
      body: {},
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors._[0]).toMatch(/belum punya halaman publik untuk dipratinjau/);
  });

  it('every public read takes and documents `preview` (the OpenAPI document, docs/api.md)', () => {
    const doc = t.app.swagger() as { paths: Record<string, { get?: { parameters?: { name: string; in: string }[] } }> };
    const reads = ALL_ENDPOINTS.filter(takesPreview);
    expect(reads.length).toBeGreaterThan(50);
    for (const endpoint of reads) {
      const path = `/api/cms/${endpoint.path}`.replace(/:(\w+)/g, '{$1}');
      const parameters = doc.paths[path]?.get?.parameters ?? [];
      expect(
        parameters.some((p) => p.in === 'query' && p.name === 'preview'),
        endpoint.path,
      ).toBe(true);
    }
  });

  it('every collection with a public page makes a link for a seeded entry; the others refuse with a 400', async () => {
    const admin = await staffSession(t, 'admin');
    for (const collection of COLLECTION_KEYS) {
      const list = await call(t, `studio/collections/${collection}?per_page=1`, { cookie: admin.cookie });
      expect(list.statusCode, collection).toBe(200);
      const [first] = list.json().data as { id: number }[];
      if (!first) continue;
      const made = await call(t, `studio/collections/${collection}/${first.id}/preview`, {
        method: 'POST',
        cookie: admin.cookie,
        body: {},
      });
      // A web page or an FAQ has a page only for the slugs and groups the site shows.
      if (hasPreviewPage(collection) && (made.statusCode === 200 || !['web-pages', 'faqs'].includes(collection))) {
        expect(made.statusCode, `${collection} ${made.body}`).toBe(200);
        expect(made.json().data.url, collection).toMatch(/^\/[^?]*\?preview=[A-Za-z0-9._-]+$/);
      } else {
        // No page (holidays, site features), or none for this entry.
        expect(made.statusCode, collection).toBe(400);
      }
    }
  });
});
