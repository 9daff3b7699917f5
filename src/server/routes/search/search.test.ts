import { describe, expect, it } from 'vitest';
import { ErrorSchema } from '@/contract/common';
import { SearchResponseSchema } from '@/contract/search';
import { SEARCH_SIZE } from '@/contract/search-terms';
import { useTestApp } from '@/server/test/helper';

const t = useTestApp();

const search = async (query: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/cms/v2/product/search?${query}`, headers });
  expect(res.statusCode).toBe(200);
  return SearchResponseSchema.parse(res.json());
};

describe('GET v2/product/search (decision 140)', () => {
  it('finds Hollyland products first despite a typo', async () => {
    const body = await search('q=hollyand');
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products[0]!.brand.slug).toBe('hollyland');
    expect(body.products.slice(0, 3).every((p) => p.brand.slug === 'hollyland')).toBe(true);
  });

  it.each(['insta 360', 'INSTA360', 'insta360'])('finds Insta360 products for %s, names first', async (q) => {
    const body = await search(`q=${encodeURIComponent(q)}`);
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products[0]!.brand.slug).toBe('insta360');
    expect(body.products[0]!.name.toLowerCase()).toContain('insta360');
  });

  it('ranks an exact or prefix name match first', async () => {
    const any = await search('q=lark');
    const first = any.products[0]!;
    const exact = await search(`q=${encodeURIComponent(first.name)}`);
    expect(exact.products[0]!.name).toBe(first.name);
    expect(any.products.slice(0, 3).every((p) => /lark/i.test(p.name))).toBe(true);
  });

  it('searches Indonesian and English text, ignoring case and accents', async () => {
    const kamera = await search('q=kamera');
    expect(kamera.products.length).toBeGreaterThan(0);
    const microphone = await search('q=microphone');
    expect(microphone.products.length).toBeGreaterThan(0);
    const accented = await search(`q=${encodeURIComponent('MICRÓPHONE')}`);
    expect(accented.products.map((p) => p.id)).toEqual(microphone.products.map((p) => p.id));
  });

  it('returns dealers by name or address and articles by title or body', async () => {
    const dealers = await search('q=jakarta');
    expect(dealers.dealers.length).toBeGreaterThan(0);
    expect(dealers.dealers.every((d) => /jakarta/i.test(`${d.name} ${d.address} ${d.city}`))).toBe(true);
    const articles = await search('q=insta360');
    expect(articles.articles.length).toBeGreaterThan(0);
    expect(articles.articles[0]!.thumbnail.url).toMatch(/^\/media\//);
  });

  it(`caps every group at size (${SEARCH_SIZE} by default)`, async () => {
    const all = await search('q=a');
    expect(all.products.length).toBeLessThanOrEqual(SEARCH_SIZE);
    const three = await search('q=kamera&size=3');
    expect(three.products.length).toBeLessThanOrEqual(3);
    expect(three.dealers.length).toBeLessThanOrEqual(3);
    expect(three.articles.length).toBeLessThanOrEqual(3);
  });

  it('serves English descriptions on lang=en', async () => {
    const id = await search('q=hollyland&size=5');
    const en = await search('q=hollyland&size=5&lang=en');
    expect(en.products.map((p) => p.id)).toEqual(id.products.map((p) => p.id));
    expect(en.products.some((p, i) => p.description !== id.products[i]!.description)).toBe(true);
  });

  it('finds nothing for gibberish and treats wildcards as text', async () => {
    const none = await search('q=zzqxjvw');
    expect(none).toEqual({ products: [], products_total: 0, dealers: [], articles: [] });
    const wild = await search(`q=${encodeURIComponent('%_%')}`);
    expect(wild.products).toEqual([]);
  });

  // The term travels as an SQL literal in one simple query with the search's settings
  // (docs/decisions/140-search-and-reads-at-scale.md): quotes, backslashes, semicolons and dollar signs stay text.
  it.each(["kamera'; select pg_sleep(5); --", "o'reilly\\", 'kam$1era', '$$; rollback; $$', "kamera\\'", '漢字 kamera'])(
    'treats %j as text, never as SQL',
    async (term) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/cms/v2/product/search?q=${encodeURIComponent(term)}&size=5` });
      expect(res.statusCode).toBe(200);
      const body = SearchResponseSchema.parse(res.json());
      expect(body.products_total).toBeGreaterThanOrEqual(body.products.length);
    },
  );

  it.each(['q=', 'q=%20%20', '', 'q=kamera&size=0', 'q=kamera&size=100000', 'q=kamera&size=abc', `q=${'x'.repeat(201)}`])(
    'answers ?%s with 400 and a message',
    async (query) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/cms/v2/product/search?${query}` });
      expect(res.statusCode).toBe(400);
      expect(ErrorSchema.parse(res.json()).message.length).toBeGreaterThan(0);
    },
  );
});
