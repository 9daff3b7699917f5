import { vi } from 'vitest';
import type { ArticleDetail, ArticleSummary } from '@/contract/content';

// Wire-shaped fixtures for the content feature's component tests.

export function summary(id: number, patch: Partial<ArticleSummary> = {}): ArticleSummary {
  return {
    id,
    slug: `artikel-${id}`,
    kind: 'article',
    title: `Artikel ${id}`,
    excerpt: `Ringkasan ${id}`,
    article_category: 'photography',
    thumbnail: { url: `/media/articles/a-${id}-640.webp`, width: 640, height: 360, alt: `Artikel ${id}` },
    author: 'Maya Lestari',
    published_at: '2024-03-10T02:00:00.000Z',
    updated_at: '2024-03-10T02:00:00.000Z',
    event_date: null,
    event_location: null,
    ...patch,
  };
}

export function detail(patch: Partial<ArticleDetail> = {}): ArticleDetail {
  return {
    ...summary(1, { slug: 'lensa-portrait', title: 'Memilih Lensa Portrait', updated_at: '2024-04-02T02:00:00.000Z' }),
    body: '<p>Pembuka</p><h2 id="fokal">Panjang fokal</h2><p>85 mm.</p><h3 id="bokeh">Bokeh</h3><p>f/1.8.</p>',
    toc: [
      { id: 'fokal', level: 2, text: 'Panjang fokal' },
      { id: 'bokeh', level: 3, text: 'Bokeh' },
    ],
    related_product_slugs: [],
    meta_title: null,
    meta_description: null,
    ...patch,
  };
}

export const page = (items: ArticleSummary[], current = 1, total = items.length) => ({
  data: {
    current_page: current,
    last_page: Math.max(1, Math.ceil(total / 10)),
    total,
    per_page: 10,
    from: total ? (current - 1) * 10 + 1 : null,
    to: total ? (current - 1) * 10 + items.length : null,
    data: items,
  },
});

type Reply = { status: number; body: unknown };

/** fetch answered by path (after /api/cms/); unknown paths answer 404. */
export function mockApi(replies: Record<string, Reply | ((url: URL) => Reply)>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace('/api/cms/', '');
    const entry = replies[path];
    const hit = typeof entry === 'function' ? entry(url) : (entry ?? { status: 404, body: { message: 'Not found' } });
    return new Response(JSON.stringify(hit.body), { status: hit.status, headers: { 'content-type': 'application/json' } });
  });
}

export const requestedUrls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
