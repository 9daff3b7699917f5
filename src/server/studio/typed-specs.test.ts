import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributeDefs, attributeValuesSchema } from '@/contract/collections/attributes';
import { ProductDetailSchema } from '@/contract/catalogue';
import { categories, products } from '../db/schema';
import { createTestApp, type TestApp } from '../test/helper';
import { call, productDraft, staffSession } from './test-studio';

// Typed specifications (src/contract/collections/attributes.ts, docs/decisions/205): the seeded demo carries
// them, the studio's writes are checked against the category's attributes, only administrators change a
// category's attributes, and the product page answers the values in the category's order and language.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ apiCacheTtlMs: 0, studioScheduleMs: 0 });
});
afterAll(() => t?.close());

const api = (url: string, lang: 'id' | 'en' = 'id') => t.app.inject({ url: `/api/cms/${url}`, headers: { 'accept-language': lang } });

async function categoryId(slug: string) {
  const [row] = await t.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  return row!.id;
}

describe('the seeded demo', () => {
  it('gives every category typed attributes, and ≥ 90 % of each category’s products ≥ 8 values that fit them', async () => {
    const cats = await t.db.select({ id: categories.id, slug: categories.slug, attributes: categories.attributes }).from(categories);
    const rows = await t.db.select({ slug: products.slug, category_id: products.category_id, attrs: products.attrs }).from(products);
    expect(cats.length).toBeGreaterThan(0);
    for (const category of cats) {
      const defs = attributeDefs(category.attributes);
      expect(defs.length, category.slug).toBeGreaterThanOrEqual(8);
      expect(defs).toEqual(category.attributes); // every stored definition is well formed
      const own = rows.filter((p) => p.category_id === category.id);
      expect(own.length, category.slug).toBeGreaterThan(0);
      for (const product of own) expect(attributeValuesSchema(defs).safeParse(product.attrs).success, product.slug).toBe(true);
      const typed = own.filter((p) => Object.keys(p.attrs).length >= 8).length;
      expect(typed / own.length, category.slug).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('answers a product’s values in the category’s order, with units and options in the reader’s language', async () => {
    const id = await api('v3/products/find?slug=insta360-x5');
    const en = await api('v3/products/find?slug=insta360-x5', 'en');
    const product = ProductDetailSchema.parse(id.json().data);
    const english = ProductDetailSchema.parse(en.json().data);
    const [category] = await t.db.select({ attributes: categories.attributes }).from(categories).where(eq(categories.slug, 'kamera-360'));
    const order = category!.attributes.map((a) => a.key);
    expect(product.attributes.map((a) => a.key)).toEqual(order.filter((key) => product.attributes.some((a) => a.key === key)));
    expect(product.attributes.find((a) => a.key === 'berat')).toEqual({
      key: 'berat',
      label: 'Berat',
      type: 'number',
      unit: 'g',
      value: 200,
      compared: true,
    });
    expect(product.attributes.find((a) => a.key === 'daya-tahan')).toMatchObject({ label: 'Daya tahan baterai', unit: 'jam', value: 3 });
    expect(english.attributes.find((a) => a.key === 'daya-tahan')).toMatchObject({ label: 'Battery life', unit: 'h', value: 3 });
    expect(english.attributes.find((a) => a.key === 'tahan-air')).toMatchObject({ label: 'Waterproof', value: true });
  });
});

describe('studio writes of typed values', () => {
  it('refuses values of the wrong type or of no attribute of the category, naming each field', async () => {
    const editor = await staffSession(t, 'editor');
    const category_id = await categoryId('kamera-360');
    const response = await call(t, 'studio/collections/products', {
      method: 'POST',
      cookie: editor.cookie,
      body: {
        data: productDraft({
          category_id,
          attrs: { berat: '200 g', 'tahan-air': 'ya', 'resolusi-maks': '9K', 'tidak-ada': 1, 'layar-sentuh': true },
        }),
      },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'attrs.berat',
      'attrs.resolusi-maks',
      'attrs.tahan-air',
      'attrs.tidak-ada',
    ]);
    expect(response.json().errors['attrs.resolusi-maks']).toEqual(['Pilih salah satu opsi.']);
  });

  it('refuses a malformed attrs object before looking at the category', async () => {
    const editor = await staffSession(t, 'editor');
    for (const attrs of [[1, 2], { 'Bad Key': 1 }, { berat: { nested: true } }, 'text']) {
      const response = await call(t, 'studio/collections/products', {
        method: 'POST',
        cookie: editor.cookie,
        body: { data: productDraft({ attrs }) },
      });
      expect(response.statusCode, JSON.stringify(attrs)).toBe(400);
    }
  });

  it('an admin adds an attribute to a category, an editor fills it, and the product page shows it', async () => {
    const admin = await staffSession(t, 'admin');
    const editor = await staffSession(t, 'editor');
    const id = await categoryId('kamera-360');
    const read = await call(t, `studio/collections/categories/${id}`, { cookie: admin.cookie });
    const entity = read.json().data as { draft: Record<string, unknown>; version: number };
    const attributes = [
      ...(entity.draft.attributes as unknown[]),
      {
        key: 'ulir-tripod',
        label: 'Ulir tripod',
        label_en: 'Tripod thread',
        type: 'choice',
        options: ['1/4 inci'],
        options_en: ['1/4 inch'],
      },
    ];

    // An editor may read the attributes but not change them.
    const refused = await call(t, `studio/collections/categories/${id}`, {
      method: 'PUT',
      cookie: editor.cookie,
      body: { data: { ...entity.draft, attributes }, version: entity.version },
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(['attributes']);

    // An inconsistent list is refused even for an admin: a repeated key, a choice without options.
    const bad = await call(t, `studio/collections/categories/${id}`, {
      method: 'PUT',
      cookie: admin.cookie,
      body: {
        data: { ...entity.draft, attributes: [...attributes, { key: 'ulir-tripod', label: 'Lagi', type: 'choice', options: [] }] },
        version: entity.version,
      },
    });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      `attributes.${attributes.length}.key`,
      `attributes.${attributes.length}.options`,
    ]);

    const saved = await call(t, `studio/collections/categories/${id}`, {
      method: 'PUT',
      cookie: admin.cookie,
      body: { data: { ...entity.draft, attributes }, version: entity.version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await call(t, `studio/collections/categories/${id}/publish`, {
      method: 'POST',
      cookie: admin.cookie,
      body: { version: saved.json().data.version },
    });
    expect(published.statusCode, published.body).toBe(200);

    // The editor fills the new attribute (and a number with decimals) on a new product and publishes it.
    const created = await call(t, 'studio/collections/products', {
      method: 'POST',
      cookie: editor.cookie,
      body: {
        data: productDraft({ name: 'Kamera Atribut Uji', category_id: id, attrs: { 'ulir-tripod': '1/4 inci', 'ukuran-layar': 2.29 } }),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id: productId, version } = created.json().data as { id: number; version: number };
    const out = await call(t, `studio/collections/products/${productId}/publish`, {
      method: 'POST',
      cookie: editor.cookie,
      body: { version },
    });
    expect(out.statusCode, out.body).toBe(200);
    const [row] = await t.db.select({ slug: products.slug, attrs: products.attrs }).from(products).where(eq(products.id, productId));
    expect(row!.attrs).toEqual({ 'ulir-tripod': '1/4 inci', 'ukuran-layar': 2.29 });
    const english = ProductDetailSchema.parse((await api(`v3/products/find?slug=${row!.slug}`, 'en')).json().data);
    expect(english.attributes).toEqual([
      { key: 'ukuran-layar', label: 'Screen size', type: 'number', unit: 'in', value: 2.29, compared: true },
      { key: 'ulir-tripod', label: 'Tripod thread', type: 'choice', unit: null, value: '1/4 inch', compared: false },
    ]);
  });
});
