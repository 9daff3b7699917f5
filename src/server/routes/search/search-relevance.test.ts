import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ProductListResponseSchema } from '@/contract/catalogue';
import { SearchResponseSchema } from '@/contract/search';
import { withTypoTolerance } from '@/server/repositories/search';
import { useTestApp } from '@/server/test/helper';

// Search that ranks (docs/decisions/140-search-and-reads-at-scale.md): the /search page (v2/product?search=) and the
// header popup (v2/product/search) order by relevance, never by price; the page's total is the true count.

const t = useTestApp();

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/cms/${url}` });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const popup = async (q: string) => SearchResponseSchema.parse(await get(`v2/product/search?q=${encodeURIComponent(q)}&size=21`));
const page = async (q: string, n = 1, perPage = 12) =>
  ProductListResponseSchema.parse(await get(`v2/product?search=${encodeURIComponent(q)}&page=${n}&per_page=${perPage}`)).products;

/** Slugs of the products in the camera categories (their Indonesian names start with "Kamera"). */
async function cameraSlugs(): Promise<Set<string>> {
  const result = await t.db.execute(
    sql`select p.slug from products p join categories c on c.id = p.category_id where lower(c.name) like 'kamera%'`,
  );
  return new Set((result as unknown as { rows: { slug: string }[] }).rows.map((r) => r.slug));
}

describe('search that ranks', () => {
  it('"kamera" lists cameras first, in the popup and on the /search page — not a cheap mic or tripod', async () => {
    const cameras = await cameraSlugs();
    expect(cameras.size).toBeGreaterThan(5);
    const fromPopup = (await popup('kamera')).products;
    expect(fromPopup.length).toBeGreaterThan(5);
    expect(fromPopup.slice(0, 5).every((p) => cameras.has(p.slug))).toBe(true);
    const first = await page('kamera');
    expect(first.data.slice(0, 5).every((p) => cameras.has(p.slug))).toBe(true);
    // Relevance, not price: the page is not simply cheapest first.
    const cheapestFirst = [...first.data].sort((a, b) => (a.price ?? Infinity) - (b.price ?? Infinity));
    expect(first.data.map((p) => p.slug)).not.toEqual(cheapestFirst.map((p) => p.slug));
  });

  it('an exact name match comes first, then names starting with the term', async () => {
    const fromPopup = (await popup('insta360 x4')).products;
    expect(fromPopup[0]!.name.toLowerCase()).toBe('insta360 x4');
    const first = await page('insta360 x4');
    expect(first.data[0]!.name.toLowerCase()).toBe('insta360 x4');
    const prefixed = (await page('lark')).data.slice(0, 3);
    expect(prefixed.every((p) => /lark/i.test(p.name))).toBe(true);
  });

  it('the total is the true count: paging through every page yields exactly `total` distinct products', async () => {
    for (const q of ['kamera', 'mic', 'gimbal']) {
      const first = await page(q, 1, 50);
      const slugs = new Set(first.data.map((p) => p.slug));
      for (let n = 2; n <= first.last_page; n++) for (const p of (await page(q, n, 50)).data) slugs.add(p.slug);
      expect(first.total, q).toBeGreaterThan(21); // more than the popup's 21
      expect(slugs.size, q).toBe(first.total);
      const beyond = await page(q, first.last_page + 1, 50);
      expect(beyond.data).toEqual([]);
      expect(beyond.total, q).toBe(first.total);
    }
  });

  it("the popup's products_total is the /search page's total: the true count, not the 21 it shows", async () => {
    for (const q of [
      'kamera',
      'mic',
      'gimbal',
      'hollyand',
      'insta360 x4',
      'insta 360',
      'wireless',
      'tripod',
      'lampu',
      'rode',
      'x4',
      'zzqx',
    ]) {
      const fromPopup = await popup(q);
      const first = await page(q);
      expect(fromPopup.products_total, q).toBe(first.total);
      expect(fromPopup.products.length, q).toBe(Math.min(21, first.total));
    }
    expect((await popup('kamera')).products_total).toBeGreaterThan(21);
  });

  it('synonyms and stems: "mic" finds the microphones, "stabilizer" the gimbals, "lampunya" the lights', async () => {
    const mic = (await popup('mic')).products;
    expect(mic.length).toBeGreaterThan(0);
    expect(mic.slice(0, 5).every((p) => /mic|mikrofon|lark|blink|wireless/i.test(`${p.name} ${p.description}`))).toBe(true);
    const stabilizer = (await popup('stabilizer')).products;
    expect(stabilizer.some((p) => /gimbal|osmo|smooth|rs \d/i.test(p.name))).toBe(true);
    const lampunya = await page('lampunya');
    const lampu = await page('lampu');
    expect(lampunya.total).toBeGreaterThan(0);
    expect(lampunya.data.map((p) => p.slug)).toEqual(lampu.data.map((p) => p.slug));
  });

  it('searches inside a read-only transaction', async () => {
    await expect(
      withTypoTolerance(t.db, 'kamera', (tx) => tx.execute(sql`update products set name = name where false`)),
    ).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/read-only transaction/) },
    });
  });
});
