import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ArticleSummary } from '@/contract/content';
import { contentKeys } from '../api/query-keys';
import { articlePageOnDevice } from './articles-on-device';

const article = (
  id: number,
  kind: 'article' | 'event',
  category: ArticleSummary['article_category'],
  published: string,
  title: string,
): ArticleSummary => ({
  id,
  slug: `a-${id}`,
  kind,
  title,
  excerpt: `${title} excerpt`,
  article_category: category,
  thumbnail: { url: `/media/articles/a-${id}-640.webp` },
  author: 'Tim Denka',
  published_at: published,
  updated_at: published,
  event_date: null,
  event_location: null,
});
const ALL = [
  article(1, 'article', 'photography', '2024-01-10T03:00:00Z', 'Lensa malam'),
  article(2, 'event', 'news', '2024-02-01T03:00:00Z', 'Roadshow Saramonic'),
  // 31 Jan 20:00 UTC is 1 Feb 03:00 in WIB: counted in February (the server counts in UTC+7).
  article(3, 'article', 'gadget', '2024-01-31T20:00:00Z', 'Gimbal ringan'),
];

function saved(items = ALL, total = ALL.length) {
  const client = new QueryClient();
  client.setQueryData(contentKeys.articles('id', { page: 1, size: 100 }), {
    current_page: 1,
    last_page: 1,
    total,
    per_page: 100,
    from: 1,
    to: items.length,
    data: items,
  });
  return client;
}

describe('article lists on the device (docs/decisions/101)', () => {
  it('filters by kind, category, month in WIB and search, newest first', () => {
    const client = saved();
    expect(articlePageOnDevice(client, 'id', { page: 1 }, 10)?.data.map((a) => a.id)).toEqual([2, 3, 1]);
    expect(articlePageOnDevice(client, 'id', { page: 1, kind: 'article' }, 10)?.data.map((a) => a.id)).toEqual([3, 1]);
    expect(articlePageOnDevice(client, 'id', { page: 1, category: 'gadget' }, 10)?.data.map((a) => a.id)).toEqual([3]);
    expect(articlePageOnDevice(client, 'id', { page: 1, year: 2024, month: 2 }, 10)?.data.map((a) => a.id)).toEqual([2, 3]);
    expect(articlePageOnDevice(client, 'id', { page: 1, search: 'saramonic' }, 10)?.data.map((a) => a.id)).toEqual([2]);
    expect(articlePageOnDevice(client, 'id', { page: 2 }, 2)).toMatchObject({ current_page: 2, last_page: 2, total: 3, from: 3, to: 3 });
  });

  it('answers nothing when the saved list is incomplete', () => {
    expect(articlePageOnDevice(saved(ALL.slice(0, 2), 3), 'id', { page: 1 }, 10)).toBeUndefined();
  });
});
