import { describe, expect, it } from 'vitest';
import {
  FitsResponseSchema,
  ProductFindResponseSchema,
  ProductListResponseSchema,
  ProductsFetchResponseSchema,
  type ProductWithAttrs,
} from '@/contract/catalogue';
import { ErrorSchema } from '@/contract/common';
import { useTestApp } from '@/server/test/helper';

// What fits what (src/server/repositories/fits.ts): GET v2/product/fits, the product page's `fits`/`fitting`
// and the product list's `fits=<slug>` filter, against the seed's explicit links (Insta360 accessories) and
// its attribute rules (a microphone's output fits an interface's input).

const t = useTestApp();
const get = (url: string) => t.app.inject({ method: 'GET', url });
const fitsOf = async (slug: string) => {
  const res = await get(`/api/cms/v2/product/fits?produk=${slug}`);
  expect(res.statusCode).toBe(200);
  return FitsResponseSchema.parse(res.json()).data;
};
const slugs = (list: { slug: string }[]) => list.map((p) => p.slug).sort();

async function allProducts(): Promise<ProductWithAttrs[]> {
  const out: ProductWithAttrs[] = [];
  for (let page = 1; ; page++) {
    const { data } = ProductsFetchResponseSchema.parse((await get(`/api/cms/v3/products/fetch?per_page=100&page=${page}`)).json());
    out.push(...data.data);
    if (out.length >= data.total || data.data.length === 0) return out;
  }
}

const values = (v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const shares = (a: unknown, b: unknown) => values(a).some((x) => values(b).includes(x));

describe('what fits what', () => {
  it('follows explicit links both ways: a battery fits its camera, the camera lists it among its accessories', async () => {
    const battery = await fitsOf('insta360-x4-battery');
    expect(slugs(battery.fits)).toEqual(['insta360-x4', 'insta360-x4-essentials-bundle']);
    const camera = await fitsOf('insta360-x4');
    expect(slugs(camera.fitting)).toEqual(
      expect.arrayContaining(['insta360-x4-battery', 'insta360-bullet-time-accessory', 'insta360-invisible-selfie-stick-114-cm']),
    );
    expect(slugs(camera.fitting)).not.toContain('insta360-ace-pro-2-battery');
    expect(camera.fitting.every((p) => p.brand.slug && p.category.slug && p.image_base.url)).toBe(true);
  });

  it('applies the attribute rules exactly as the stored values say (microphone output → interface input)', async () => {
    const all = await allProducts();
    const mics = all.filter((p) => p.category.slug === 'mic-wireless' && p.attrs?.output !== undefined);
    const inputs = all.filter((p) => p.attrs?.input !== undefined);
    expect(mics.length).toBeGreaterThan(0);
    let some = 0;
    for (const mic of mics.slice(0, 4)) {
      const expected = inputs.filter((p) => p.slug !== mic.slug && shares(mic.attrs?.output, p.attrs?.input)).map((p) => p.slug);
      const { fits } = await fitsOf(mic.slug);
      expect(slugs(fits), mic.slug).toEqual(expected.sort().slice(0, 48));
      some += expected.length;
    }
    expect(some).toBeGreaterThan(0);
    // And the other way: an interface's accessories are the microphones whose output it takes.
    const target = inputs.find((p) => mics.some((m) => shares(m.attrs?.output, p.attrs?.input)))!;
    const { fitting } = await fitsOf(target.slug);
    const ruled = ['mic-wireless', 'mic-on-camera'].flatMap((c) =>
      all.filter((p) => p.category.slug === c && shares(p.attrs?.output, target.attrs?.input)).map((p) => p.slug),
    );
    const lavaliers = all.filter((p) => p.category.slug === 'mic-lavalier' && shares(p.attrs?.konektor, target.attrs?.input));
    expect(slugs(fitting)).toEqual([...ruled, ...lavaliers.map((p) => p.slug)].sort());
  });

  it('the product page carries both lists', async () => {
    const page = ProductFindResponseSchema.parse((await get('/api/cms/v3/products/find?slug=insta360-bullet-time-accessory')).json()).data;
    expect(slugs(page.fits)).toEqual(['insta360-x3', 'insta360-x4', 'insta360-x5']);
    const camera = ProductFindResponseSchema.parse((await get('/api/cms/v3/products/find?slug=insta360-x5&lang=en')).json()).data;
    expect(slugs(camera.fitting)).toContain('insta360-bullet-time-accessory');
    expect(camera.fits).toEqual([]);
  });

  it('the list filter fits=<slug> keeps what fits, composing with category, brand, price and spec filters', async () => {
    const { fitting } = await fitsOf('insta360-x4');
    const list = async (qs: string) => {
      const res = await get(`/api/cms/v2/product?per_page=100&${qs}`);
      expect(res.statusCode, qs).toBe(200);
      return ProductListResponseSchema.parse(res.json());
    };
    const plain = await list('fits=insta360-x4');
    expect(plain.products.total).toBe(fitting.length);
    expect(slugs(plain.products.data)).toEqual(slugs(fitting));
    const inCategory = await list('fits=insta360-x4&category=aksesoris&brand=insta360&facets=yes');
    expect(slugs(inCategory.products.data)).toEqual(slugs(fitting.filter((p) => p.category.slug === 'aksesoris')));
    // The facet counts are those of the fitting list: a choice's counts sum to at most its total.
    const kind = inCategory.facets!.find((f) => f.key === 'jenis')!;
    expect(kind.options.reduce((n, o) => n + o.count, 0)).toBe(inCategory.products.total);
    const battery = await list('fits=insta360-x4&category=aksesoris&spec=jenis:Baterai');
    expect(slugs(battery.products.data)).toEqual(['insta360-x4-battery']);
    const cheap = await list('fits=insta360-x4&max_price=1');
    expect(cheap.products.total).toBe(fitting.filter((p) => p.price !== null && p.price <= 1).length);
    // Without a category but with a search term too.
    const searched = await list('fits=insta360-x4&search=battery');
    const found = slugs((await list('search=battery')).products.data);
    expect(slugs(searched.products.data)).toEqual(slugs(fitting).filter((s) => found.includes(s)));
    expect(slugs(searched.products.data)).toContain('insta360-x4-battery');
  });

  it('hostile input: an unknown product is 404 (the endpoint) or an empty list, malformed ones 400, never 500', async () => {
    const unknown = await get('/api/cms/v2/product/fits?produk=no-such-product');
    expect(unknown.statusCode).toBe(404);
    ErrorSchema.parse(unknown.json());
    const empty = await get('/api/cms/v2/product?fits=no-such-product&category=aksesoris&facets=yes');
    expect(empty.statusCode).toBe(200);
    expect(ProductListResponseSchema.parse(empty.json()).products.total).toBe(0);
    expect(ProductListResponseSchema.parse((await get('/api/cms/v2/product?fits=no-such-product')).json()).products.total).toBe(0);
    for (const bad of ['', 'a%00b', 'x'.repeat(5_000), '%27%3B%20drop%20table%20products', 'a&fits=b', '..%2F..']) {
      for (const url of [`/api/cms/v2/product/fits?produk=${bad}`, `/api/cms/v2/product?fits=${bad}`]) {
        const res = await get(url);
        expect(res.statusCode, url).toBeLessThan(500);
        if (res.statusCode !== 200) {
          expect([400, 404], url).toContain(res.statusCode);
          ErrorSchema.parse(res.json());
        }
      }
    }
    expect((await get('/api/cms/v2/product/fits')).statusCode).toBe(400);
    expect((await get('/api/cms/v2/product/fits?produk=a%00b')).statusCode).toBe(400);
    expect((await get(`/api/cms/v2/product?fits=${'x'.repeat(300)}`)).statusCode).toBe(400);
  });
});
