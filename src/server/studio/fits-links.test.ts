import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FitsResponseSchema } from '@/contract/catalogue';
import { categories, products } from '../db/schema';
import { createTestApp, type TestApp } from '../test/helper';
import { call, productDraft, staffSession } from './test-studio';

// What fits what in the studio (src/server/repositories/fits.ts): an editor links a product to the products it
// fits (the `fits` references of the product declaration); publishing makes both directions public at once,
// and a link to a product that does not exist is refused, naming the field.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ apiCacheTtlMs: 0, studioScheduleMs: 0 });
});
afterAll(() => t?.close());

const fitsOf = async (slug: string) =>
  FitsResponseSchema.parse((await t.app.inject({ url: `/api/cms/v2/product/fits?produk=${slug}` })).json()).data;

describe('explicit links in the studio', () => {
  it('an editor links an accessory to cameras; published, the accessory fits them and they list it', async () => {
    const editor = await staffSession(t, 'editor');
    const [category] = await t.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'aksesoris'));
    const unknown = await call(t, 'studio/collections/products', {
      method: 'POST',
      cookie: editor.cookie,
      body: { data: productDraft({ name: 'Mount Salah', category_id: category!.id, fits: ['insta360-x5', 'tidak-ada-produk'] }) },
    });
    const draft = unknown.json().data as { id: number; version: number };
    const refused = await call(t, `studio/collections/products/${draft.id}/publish`, {
      method: 'POST',
      cookie: editor.cookie,
      body: { version: draft.version },
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(['fits']);

    const created = await call(t, 'studio/collections/products', {
      method: 'POST',
      cookie: editor.cookie,
      body: { data: productDraft({ name: 'Mount Uji', category_id: category!.id, fits: ['insta360-x5', 'insta360-ace-pro-2'] }) },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, version } = created.json().data as { id: number; version: number };
    const published = await call(t, `studio/collections/products/${id}/publish`, {
      method: 'POST',
      cookie: editor.cookie,
      body: { version },
    });
    expect(published.statusCode, published.body).toBe(200);
    const [row] = await t.db.select({ slug: products.slug, fits: products.fits }).from(products).where(eq(products.id, id));
    expect(row!.fits).toEqual(['insta360-x5', 'insta360-ace-pro-2']);
    expect((await fitsOf(row!.slug)).fits.map((p) => p.slug).sort()).toEqual(['insta360-ace-pro-2', 'insta360-x5']);
    expect((await fitsOf('insta360-x5')).fitting.map((p) => p.slug)).toContain(row!.slug);
    expect((await fitsOf('insta360-x4')).fitting.map((p) => p.slug)).not.toContain(row!.slug);
  });
});
