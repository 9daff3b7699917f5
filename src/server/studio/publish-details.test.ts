import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaResponseSchema } from '@/contract/studio/media';
import { auditLog, homeSections, products, studioDrafts, studioVersions } from '../db/schema';
import { createTestApp, type TestApp } from '../test/helper';
import { twoHalves, upload } from './media/test-media';
import { call, productDraft, staffSession } from './test-studio';

// What publishing writes and what the public API answers beyond the basics of studio.test.ts
// (docs/decisions/250-staff-studio.md, 001-database.md):
// crops for the field's slot, the alt
// text in the request's language, the home sections, deleting a draft, finds by an old slug, and no
// concurrent queries on one PostgreSQL connection.

/** Queries sent while another waits on the same node-postgres client (what pg's DeprecationWarning reports). */
const overlapping: string[] = [];
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client & { _queryQueue: unknown[]; pipeline?: boolean }, ...args: unknown[]) {
  if (this._queryQueue.length > 0 && !this.pipeline) overlapping.push(String(new Error('overlapping query').stack));
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ apiCacheTtlMs: 60_000, studioScheduleMs: 0 });
});
afterAll(async () => {
  await t?.close();
  pg.Client.prototype.query = query;
  // Closing the app ends the content LISTEN: its UNLISTEN must not overlap its LISTEN either.
  expect(overlapping).toEqual([]);
});

const api = (url: string, lang?: 'id' | 'en') => t.app.inject({ url: `/api/cms/${url}`, headers: lang ? { 'accept-language': lang } : {} });

async function created(collection: string, cookie: string, data: Record<string, unknown>) {
  const response = await call(t, `studio/collections/${collection}`, { method: 'POST', cookie, body: { data } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; version: number };
}
async function publish(collection: string, cookie: string, id: number, version: number) {
  const response = await call(t, `studio/collections/${collection}/${id}/publish`, { method: 'POST', cookie, body: { version } });
  expect(response.statusCode, response.body).toBe(200);
}
async function save(collection: string, cookie: string, id: number, data: Record<string, unknown>, version: number) {
  const response = await call(t, `studio/collections/${collection}/${id}`, { method: 'PUT', cookie, body: { data, version } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { version: number }).version;
}

describe('publishing uploaded images', () => {
  it('cuts them to the slot of their field around the focal point, and answers the alt text in the request’s language', async () => {
    const editor = await staffSession(t, 'editor');
    const uploaded = [];
    for (const focal of ['0.9', '0.1']) {
      const res = await upload(
        t,
        editor.cookie,
        { data: await twoHalves(1600, 800) },
        { alt: 'Dua warna', alt_en: 'Two colours', focal_x: focal, focal_y: '0.5' },
      );
      expect(res.statusCode, res.body).toBe(201);
      uploaded.push(MediaResponseSchema.parse(res.json()).data);
    }
    const [first, second] = uploaded as [(typeof uploaded)[0], (typeof uploaded)[0]];
    const image = { media_id: first.id, alt: 'Dua warna', alt_en: 'Two colours' };
    const { id, version } = await created(
      'products',
      editor.cookie,
      productDraft({ name: 'Kamera Qzcrop', image, images: [image, { media_id: second.id }] }),
    );
    await publish('products', editor.cookie, id, version);

    const found = (await api('v3/products/find?slug=kamera-qzcrop', 'id')).json().data;
    // A product's pictures are square (the product page and cards): cut from the 1600 × 800 upload.
    for (const shown of [found.image_base, ...found.images]) {
      expect(shown.width).toBe(640);
      expect(shown.height).toBe(640);
      expect(shown.url).toMatch(/^\/media\/studio\/[0-9a-f-]{36}\/640x640-f\d+-\d+\.webp$/);
      expect((await t.app.inject({ url: shown.url })).statusCode).toBe(200);
    }
    expect(found.images[0].url).not.toBe(found.images[1].url); // each around its own focal point
    // Indonesian by default, English for an English request; alt_en itself is never in the answer.
    expect(found.image_base.alt).toBe('Dua warna');
    expect(found.image_base).not.toHaveProperty('alt_en');
    const english = (await api('v3/products/find?slug=kamera-qzcrop', 'en')).json().data;
    expect(english.image_base.alt).toBe('Two colours');
    expect(english.images[0].alt).toBe('Two colours');
    expect(english.image_base).not.toHaveProperty('alt_en');
    const searched = (await api('v2/product/search?q=qzcrop', 'en')).json();
    expect(JSON.stringify(searched)).toContain('"alt":"Two colours"');
    expect(JSON.stringify(searched)).not.toContain('alt_en');
  });

  it('answers the seeded English alt texts to English requests (home sliders and sections)', async () => {
    const slides = async (lang: 'id' | 'en') =>
      (await api('v2/main-slider', lang)).json().main_slider as { title: string; image: { alt: string }; image_mobile: { alt: string } }[];
    const dealer = (list: Awaited<ReturnType<typeof slides>>) => list.find((s) => s.image.alt.includes('Dealer'))!;
    expect(dealer(await slides('id')).image.alt).toBe('Cari Dealer Resmi Terdekat');
    expect(dealer(await slides('en')).image.alt).toBe('Find Your Nearest Dealer');
    expect(dealer(await slides('en')).image_mobile.alt).toBe('Find Your Nearest Dealer');
    const sections = async (lang: 'id' | 'en') => JSON.stringify((await api('v2/home-attributes?tag=product_section', lang)).json());
    expect(await sections('id')).toContain('"alt":"Mikrofon wireless"');
    expect(await sections('en')).toContain('"alt":"Wireless microphones"');
  });
});

describe('home sections in the studio', () => {
  it('marketing edits section 1; publishing changes the public home answer at once (the read cache is on)', async () => {
    const marketing = await staffSession(t, 'marketing');
    const list = await call(t, 'studio/collections/home-sections?per_page=50', { cookie: marketing.cookie });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toHaveLength(2);
    const [row] = await t.db.select({ id: homeSections.id }).from(homeSections).where(eq(homeSections.key, 'section_1'));
    const entity = (await call(t, `studio/collections/home-sections/${row!.id}`, { cookie: marketing.cookie })).json().data;
    expect(entity.draft).toMatchObject({
      key: 'section_1',
      title: 'Perlengkapan Kreator, Resmi dan Bergaransi',
      title_en: 'Creator Gear, Official and Under Warranty',
    });
    expect((await api('v2/section_1')).json().data.title).toBe('Perlengkapan Kreator, Resmi dan Bergaransi'); // cached now

    const version = await save(
      'home-sections',
      marketing.cookie,
      row!.id,
      { ...entity.draft, title: 'Perlengkapan Kreator Qzhome', title_en: 'Creator Gear Qzhome' },
      entity.version,
    );
    expect((await api('v2/section_1')).json().data.title).toBe('Perlengkapan Kreator, Resmi dan Bergaransi'); // a draft is not public
    await publish('home-sections', marketing.cookie, row!.id, version);
    expect((await api('v2/section_1')).json().data).toMatchObject({
      title: 'Perlengkapan Kreator Qzhome',
      cta_link: entity.draft.cta_link,
    });
    expect((await api('v2/section_1', 'en')).json().data.title).toBe('Creator Gear Qzhome');
    expect((await api('v2/section_2')).json().data.title).toBe('Kebutuhan Bisnis dan Instansi');
  });

  it('a new section for a key that is taken is a field error on publish; nothing changes', async () => {
    const marketing = await staffSession(t, 'marketing');
    const [existing] = await t.db.select().from(homeSections).where(eq(homeSections.key, 'section_2'));
    const { id: _id, ...data } = existing!;
    const draft = { ...data, title: 'Bagian Qzdupe', image: { url: data.image.url, alt: 'B2B', alt_en: 'B2B' } };
    const { id, version } = await created('home-sections', marketing.cookie, draft);
    const response = await call(t, `studio/collections/home-sections/${id}/publish`, {
      method: 'POST',
      cookie: marketing.cookie,
      body: { version },
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ key: ['Already used by another published entry.'] });
    expect((await api('v2/section_2')).json().data.title).toBe('Kebutuhan Bisnis dan Instansi');
    expect(await t.db.select().from(homeSections)).toHaveLength(2);
    // HR may not touch them at all.
    const hr = await staffSession(t, 'hr');
    expect(
      (await call(t, `studio/collections/home-sections/${id}`, { method: 'PUT', cookie: hr.cookie, body: { data: draft, version } }))
        .statusCode,
    ).toBe(403);
  });
});

describe('deleting a draft', () => {
  it('deletes a never-published draft with its versions (audited); refuses a published one with 409; an unpublished one can go', async () => {
    const editor = await staffSession(t, 'editor');
    const { id, version } = await created('products', editor.cookie, productDraft({ name: 'Kamera Qzdelete' }));
    await save('products', editor.cookie, id, productDraft({ name: 'Kamera Qzdelete', price: 5 }), version);
    const gone = await call(t, `studio/collections/products/${id}`, { method: 'DELETE', cookie: editor.cookie });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toEqual({ data: { id, deleted: true } });
    expect((await call(t, `studio/collections/products/${id}`, { cookie: editor.cookie })).statusCode).toBe(404);
    expect(
      await t.db
        .select()
        .from(studioDrafts)
        .where(and(eq(studioDrafts.collection, 'products'), eq(studioDrafts.entity_id, id))),
    ).toEqual([]);
    expect(
      await t.db
        .select()
        .from(studioVersions)
        .where(and(eq(studioVersions.collection, 'products'), eq(studioVersions.entity_id, id))),
    ).toEqual([]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'delete'), eq(auditLog.entity_id, String(id))));
    expect(entry).toMatchObject({
      staff_id: editor.id,
      collection: 'products',
      after: null,
      before: expect.objectContaining({ name: 'Kamera Qzdelete', price: 5 }),
    });
    expect((await call(t, `studio/collections/products/${id}`, { method: 'DELETE', cookie: editor.cookie })).statusCode).toBe(404);

    // Published: 409 in the caller's language, nothing deleted; taken off the site first, it can go.
    const live = await created('products', editor.cookie, productDraft({ name: 'Kamera Qzlive' }));
    await publish('products', editor.cookie, live.id, live.version);
    const refused = await call(t, `studio/collections/products/${live.id}`, {
      method: 'DELETE',
      cookie: editor.cookie,
      headers: { 'accept-language': 'en' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This entry is on the site: take it off first, then its draft can be deleted.');
    expect((await api('v3/products/find?slug=kamera-qzlive')).statusCode).toBe(200);
    expect(
      (await call(t, `studio/collections/products/${live.id}/unpublish`, { method: 'POST', cookie: editor.cookie, body: {} })).statusCode,
    ).toBe(200);
    expect((await call(t, `studio/collections/products/${live.id}`, { method: 'DELETE', cookie: editor.cookie })).statusCode).toBe(200);

    // The role of the collection: HR may not delete a product draft; a cross-site DELETE is refused.
    const other = await created('products', editor.cookie, productDraft({ name: 'Kamera Qzkeep' }));
    const hr = await staffSession(t, 'hr');
    expect((await call(t, `studio/collections/products/${other.id}`, { method: 'DELETE', cookie: hr.cookie })).statusCode).toBe(403);
    const crossSite = await call(t, `studio/collections/products/${other.id}`, {
      method: 'DELETE',
      cookie: editor.cookie,
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await call(t, `studio/collections/products/${other.id}`, { cookie: editor.cookie })).statusCode).toBe(200);
  });
});

describe('finds by an old slug', () => {
  const image = { url: '/media/placeholder/a.webp', alt: 'Gambar', alt_en: 'Picture' };
  /** Publishes `data`, then the same with `slug` changed: the old slug is the one visitors may still have. */
  async function renamed(collection: string, cookie: string, data: Record<string, unknown>, slug: string) {
    const { id, version } = await created(collection, cookie, data);
    await publish(collection, cookie, id, version);
    const next = await save(collection, cookie, id, { ...data, slug }, version);
    await publish(collection, cookie, id, next);
    return id;
  }

  it('brands, jobs, giveaways and categories answer their old slug with the entity under its new one', async () => {
    const editor = await staffSession(t, 'editor');
    const marketing = await staffSession(t, 'marketing');
    const hr = await staffSession(t, 'hr');

    await renamed('brands', editor.cookie, { name: 'Merek Qzold', slug: 'merek-qzold' }, 'merek-qznew');
    const brand = await api('v3/brands/find?slug=merek-qzold');
    expect(brand.statusCode, brand.body).toBe(200);
    expect(brand.json().data).toMatchObject({ slug: 'merek-qznew', name: 'Merek Qzold' });

    const job = {
      title: 'Lowongan Qzold',
      slug: 'lowongan-qzold',
      job_category: 'Teknik',
      job_type: 'full-time',
      location: 'Jakarta',
      description: '<p>Kerja.</p>',
      published_at: '2026-01-01T00:00:00.000Z',
    };
    const jobId = await renamed('jobs', hr.cookie, job, 'lowongan-qznew');
    const foundJob = await api('v2/lowongan_kerja/lowongan-qzold');
    expect(foundJob.statusCode, foundJob.body).toBe(200);
    expect(foundJob.json().data).toMatchObject({ id: jobId, slug: 'lowongan-qznew' });

    const giveaway = {
      title: 'Giveaway Qzold',
      slug: 'giveaway-qzold',
      brand_slug: 'hollyland',
      subtitle: 'Ikuti',
      body: '<p>Hadiah.</p>',
      starts_at: '2026-01-01T00:00:00.000Z',
      ends_at: '2027-01-01T00:00:00.000Z',
      image,
    };
    await renamed('giveaways', marketing.cookie, giveaway, 'giveaway-qznew');
    const foundGiveaway = await api('v2/giveaway/find?slug=giveaway-qzold');
    expect(foundGiveaway.statusCode, foundGiveaway.body).toBe(200);
    expect(foundGiveaway.json().data).toMatchObject({ slug: 'giveaway-qznew', title: 'Giveaway Qzold' });

    // The category page finds itself in the category list: the list names its old slugs.
    const categoryId = await renamed('categories', editor.cookie, { name: 'Kategori Qzold', slug: 'kategori-qzold' }, 'kategori-qznew');
    const categories = (await api('v2/product/categories')).json().data as { id: number; slug: string; previous_slugs?: string[] }[];
    expect(categories.find((c) => c.id === categoryId)).toMatchObject({ slug: 'kategori-qznew', previous_slugs: ['kategori-qzold'] });
    expect(categories.filter((c) => c.previous_slugs).map((c) => c.id)).toEqual([categoryId]);

    // A slug that never was one stays a 404; an old slug taken by another entity leads there instead.
    expect((await api('v3/brands/find?slug=merek-qznever')).statusCode).toBe(404);
    expect((await api('v2/giveaway/find?slug=giveaway-qznever')).statusCode).toBe(404);
    expect((await api('v2/lowongan_kerja/lowongan-qznever')).statusCode).toBe(404);
    const taker = await created('brands', editor.cookie, { name: 'Merek Qzold Baru', slug: 'merek-qzold' });
    await publish('brands', editor.cookie, taker.id, taker.version);
    expect((await api('v3/brands/find?slug=merek-qzold')).json().data).toMatchObject({ slug: 'merek-qzold', name: 'Merek Qzold Baru' });
  });
});

describe('one connection, one query at a time (PostgreSQL)', () => {
  it('listing, importing and publishing send no query while another waits on the same connection', async () => {
    const editor = await staffSession(t, 'editor');
    expect((await call(t, 'studio/collections/products?per_page=5', { cookie: editor.cookie })).statusCode).toBe(200);
    const city = (
      (await t.db.execute(sql`select code, province_code from cities order by code limit 1`)) as unknown as {
        rows: { code: string; province_code: string }[];
      }
    ).rows[0]!;
    const csv = `type,name,province_code,city_code\noffline_store,Toko Qzqueue,${city.province_code},${city.code}\n`;
    const imported = await call(t, 'studio/import/dealers?dry_run=1', {
      method: 'POST',
      cookie: editor.cookie,
      raw: csv,
      headers: { 'content-type': 'text/csv' },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(overlapping).toEqual([]);
  });
});

describe('a field declared once (docs/decisions/200-code-structure.md)', () => {
  it('weight_grams: edited in the studio within its declared range, published, and answered by the public product read', async () => {
    const editor = await staffSession(t, 'editor');
    const tooHeavy = await call(t, 'studio/collections/products', {
      method: 'POST',
      cookie: editor.cookie,
      body: { data: productDraft({ name: 'Kamera Terlalu Berat', weight_grams: 100_001 }) },
    });
    expect(tooHeavy.statusCode).toBe(400);
    expect(Object.keys(tooHeavy.json().errors)).toEqual(['weight_grams']);

    const { id, version } = await created('products', editor.cookie, productDraft({ name: 'Kamera Berbobot', weight_grams: 1_250 }));
    await publish('products', editor.cookie, id, version);
    const [row] = await t.db.select({ slug: products.slug }).from(products).where(eq(products.id, id));
    const found = await api(`v3/products/find?slug=${row!.slug}`);
    expect(found.statusCode).toBe(200);
    expect(found.json().data.weight_grams).toBe(1_250);
  });
});
