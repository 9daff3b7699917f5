import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductSummarySchema } from '@/contract/catalogue';
import { ErrorSchema } from '@/contract/common';
import {
  ArticleDetailResponseSchema,
  ArticleListResponseSchema,
  ArticlesResponseSchema,
  RelatedProductResponseSchema,
  type ArticleSummary,
} from '@/contract/content';
import { createTestApp } from '@/server/test/helper';

let t: Awaited<ReturnType<typeof createTestApp>>;
let everything: ArticleSummary[];
beforeAll(async () => {
  t = await createTestApp();
  everything = (await list('?size=100')).data;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/cms${url}` });
async function list(query = '', path = '/v2/event') {
  const res = await get(`${path}${query}`);
  expect(res.statusCode).toBe(200);
  return ArticleListResponseSchema.parse(res.json()).data;
}
/** Year and month in Western Indonesian Time, as the filters count them. */
const wib = (iso: string) => {
  const d = new Date(new Date(iso).getTime() + 7 * 3_600_000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
};
const newestFirst = (items: ArticleSummary[]) => items.every((a, i) => i === 0 || items[i - 1]!.published_at >= a.published_at);

describe('v2/event (articles and events)', () => {
  it('pages 10 at a time, newest first', async () => {
    const first = await list();
    expect(first.per_page).toBe(10);
    expect(first.data).toHaveLength(10);
    expect(first.total).toBeGreaterThan(20);
    expect(newestFirst(first.data)).toBe(true);
    const second = await list('?page=2');
    expect(second.from).toBe(11);
    expect(second.data.map((a) => a.id)).toEqual(everything.slice(10, 20).map((a) => a.id));
    expect(new Set([...first.data, ...second.data].map((a) => a.id)).size).toBe(20);
  });

  it('filters by category; category=event lists the events', async () => {
    for (const category of ['news', 'photography', 'videography', 'sport', 'gadget'] as const) {
      const page = await list(`?category=${category}&size=100`);
      expect(page.total).toBe(everything.filter((a) => a.article_category === category).length);
      expect(page.data.every((a) => a.article_category === category)).toBe(true);
    }
    const events = await list('?category=event&size=100');
    expect(events.total).toBeGreaterThan(0);
    expect(events.data.every((a) => a.kind === 'event' && a.event_date !== null)).toBe(true);
    expect((await list('?kind=article&size=100')).total + events.total).toBe(everything.length);
  });

  it('filters by year and month of publication, with a category', async () => {
    const sample = everything.find((a) => a.kind === 'article')!;
    const { year, month } = wib(sample.published_at);
    const inYear = await list(`?category=${sample.article_category}&year=${year}&size=100`);
    expect(inYear.data.map((a) => a.id)).toContain(sample.id);
    expect(inYear.data.every((a) => a.article_category === sample.article_category && wib(a.published_at).year === year)).toBe(true);
    expect(inYear.total).toBe(
      everything.filter((a) => a.article_category === sample.article_category && wib(a.published_at).year === year).length,
    );
    const inMonth = await list(`?year=${year}&month=${month}&size=100`);
    expect(inMonth.data.map((a) => a.id)).toContain(sample.id);
    expect(inMonth.data.every((a) => wib(a.published_at).year === year && wib(a.published_at).month === month)).toBe(true);
    expect((await list('?year=2001')).total).toBe(0);
  });

  it('searches title and excerpt, any case', async () => {
    const sample = everything[3]!;
    const word = sample.title
      .split(/\s+/)
      .find((w) => w.length > 4)!
      .replace(/[^\p{L}\p{N}]/gu, '');
    const found = await list(`?search=${encodeURIComponent(word.toUpperCase())}&size=100`);
    expect(found.data.map((a) => a.id)).toContain(sample.id);
    expect(found.total).toBeLessThan(everything.length);
    expect((await list('?search=%25%25_')).total).toBe(0);
  });

  it('v2/event/search gives the same page, read as data.data', async () => {
    expect(await list('?category=news&page=1', '/v2/event/search')).toEqual(await list('?category=news&page=1'));
  });

  it('serves titles in English on lang=en', async () => {
    const en = await list('?lang=en&size=100');
    const id = await list('?size=100');
    expect(en.data.map((a) => a.id)).toEqual(id.data.map((a) => a.id));
    expect(en.data.some((a, i) => a.title !== id.data[i]!.title)).toBe(true);
    const accept = await t.app.inject({
      method: 'GET',
      url: '/api/cms/v2/event?size=100',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(accept.headers.vary).toMatch(/Accept-Language/);
    expect(ArticleListResponseSchema.parse(accept.json()).data).toEqual(en);
  });

  it.each(['?page=-1', '?size=abc', '?size=100000', '?category=recipes', '?year=20x4', '?month=13', '?page=1.5', '?kind=blog'])(
    'answers %s with 400 and a message',
    async (query) => {
      const res = await get(`/v2/event${query}`);
      expect(res.statusCode).toBe(400);
      expect(ErrorSchema.parse(res.json()).message.length).toBeGreaterThan(0);
    },
  );
});

describe('v2/event/{id}', () => {
  it('finds an article by slug and by numeric id, with toc-ready body', async () => {
    const sample = everything[0]!;
    const bySlug = await get(`/v2/event/${sample.slug}`);
    expect(bySlug.statusCode).toBe(200);
    const article = ArticleDetailResponseSchema.parse(bySlug.json()).data;
    expect(article.id).toBe(sample.id);
    expect(article.toc.length).toBeGreaterThan(1);
    for (const entry of article.toc) expect(article.body).toContain(`id="${entry.id}"`);
    expect(article.author.length).toBeGreaterThan(0);
    expect(Date.parse(article.updated_at)).toBeGreaterThanOrEqual(Date.parse(article.published_at));
    const byId = ArticleDetailResponseSchema.parse((await get(`/v2/event/${sample.id}`)).json()).data;
    expect(byId).toEqual(article);
  });

  it('answers the English SEO texts on lang=en, the Indonesian ones otherwise (studio-editable, docs/decisions/205-one-declaration-per-content-type.md)', async () => {
    const english = (await list('?lang=en&size=100')).data;
    const sample = everything.find((a, i) => english[i]!.title !== a.title)!; // an article written in both languages
    const id = ArticleDetailResponseSchema.parse((await get(`/v2/event/${sample.slug}`)).json()).data;
    const en = ArticleDetailResponseSchema.parse((await get(`/v2/event/${sample.slug}?lang=en`)).json()).data;
    expect(en.title).not.toBe(id.title);
    expect(id.meta_title).toBe(`${id.title} | Denka`);
    expect(en.meta_title).toBe(`${en.title} | Denka`);
    expect(en.meta_description).toBe(en.excerpt);
    expect(en.meta_description).not.toBe(id.meta_description);
  });

  it('404s an unknown id or slug, 400s a malformed one', async () => {
    for (const id of ['999999', 'no-such-article', '99999999999']) {
      const res = await get(`/v2/event/${id}`);
      expect(res.statusCode).toBe(404);
      expect(ErrorSchema.parse(res.json()).message).toMatch(/not found/i);
    }
    expect((await get('/v2/event/%3Cb%3E')).statusCode).toBe(400);
  });
});

describe('related reading and products', () => {
  it('related-post: same category, newest first, without itself', async () => {
    const sample = everything.find((a) => everything.filter((b) => b.article_category === a.article_category).length > 3)!;
    const res = await get(`/v2/related-post?slug=${sample.slug}&limit=3`);
    expect(res.statusCode).toBe(200);
    const posts = ArticlesResponseSchema.parse(res.json()).data;
    expect(posts).toHaveLength(3);
    expect(posts.every((p) => p.article_category === sample.article_category && p.id !== sample.id)).toBe(true);
    expect(newestFirst(posts)).toBe(true);
    expect(ArticlesResponseSchema.parse((await get(`/v2/related-post?slug=${sample.slug}`)).json()).data).toHaveLength(3);
  });

  it('suggested-post: other categories, newest first', async () => {
    const sample = everything[0]!;
    const posts = ArticlesResponseSchema.parse((await get(`/v2/suggested-post?slug=${sample.slug}&limit=5`)).json()).data;
    expect(posts).toHaveLength(5);
    expect(posts.every((p) => p.article_category !== sample.article_category)).toBe(true);
    expect(newestFirst(posts)).toBe(true);
    const any = ArticlesResponseSchema.parse((await get('/v2/suggested-post')).json()).data;
    expect(any.map((p) => p.id)).toEqual(everything.slice(0, 3).map((p) => p.id));
  });

  it('article/related_product: the products the article names, as product summaries', async () => {
    let checked = 0;
    for (const sample of everything.slice(0, 10)) {
      const detail = ArticleDetailResponseSchema.parse((await get(`/v2/event/${sample.slug}`)).json()).data;
      const res = await get(`/v2/article/related_product?slug=${sample.slug}&limit=50`);
      expect(res.statusCode).toBe(200);
      const products = RelatedProductResponseSchema.parse(res.json()).data;
      products.forEach((p) => ProductSummarySchema.parse(p));
      expect(products.map((p) => p.slug)).toEqual(detail.related_product_slugs.filter((s) => products.some((p) => p.slug === s)));
      if (products.length > 1) {
        const limited = RelatedProductResponseSchema.parse(
          (await get(`/v2/article/related_product?slug=${sample.slug}&limit=1`)).json(),
        ).data;
        expect(limited).toEqual(products.slice(0, 1));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it.each([
    ['/v2/related-post?slug=nope', 404],
    ['/v2/suggested-post?slug=nope', 404],
    ['/v2/article/related_product?slug=nope', 404],
    ['/v2/related-post', 400],
    ['/v2/related-post?slug=a&limit=0', 400],
    ['/v2/suggested-post?limit=abc', 400],
    ['/v2/article/related_product?slug=a&limit=1000', 400],
  ])('%s → %i with a message', async (url, status) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    expect(ErrorSchema.parse(res.json()).message.length).toBeGreaterThan(0);
  });
});

it('publishes its paths in the OpenAPI document', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/cms/openapi.json' })).json() as { paths: Record<string, unknown> };
  for (const path of [
    '/v2/event',
    '/v2/event/search',
    '/v2/event/{id}',
    '/v2/related-post',
    '/v2/suggested-post',
    '/v2/article/related_product',
  ])
    expect(doc.paths).toHaveProperty([`/api/cms${path}`]);
});
