import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ArticleSummary } from '@/contract/content';
import { contentKeys } from '../api/query-keys';
import { contentDataset } from './content-dataset';

// The offline search's article text (docs/decisions/071, 350): the bodies of the saved article pages come
// from the kept dataset, looked up under the key `apiGet` reads them by; a page seen online from the cache.

const summary = (id: number, title: string): ArticleSummary => ({
  id,
  slug: `a-${id}`,
  kind: 'article',
  title,
  excerpt: `${title} ringkas`,
  article_category: 'photography',
  thumbnail: { url: `/media/articles/a-${id}-640.webp` },
  author: 'Tim Denka',
  published_at: '2024-01-10T03:00:00Z',
  updated_at: '2024-01-10T03:00:00Z',
  event_date: null,
  event_location: null,
});

describe('content dataset, searchable', () => {
  it('takes the body of an article page never opened from the kept dataset, by its read key', async () => {
    const client = new QueryClient();
    client.setQueryData(contentKeys.articles('id', { page: 1, size: 100 }), {
      current_page: 1,
      last_page: 1,
      total: 2,
      per_page: 100,
      from: 1,
      to: 2,
      data: [summary(1, 'Lensa malam'), summary(2, 'Gimbal ringan')],
    });
    // Article 2 was opened online: its page is in the cache.
    client.setQueryData(contentKeys.article('id', 'a-2'), { ...summary(2, 'Gimbal ringan'), body: '<p>Penyeimbang tiga sumbu</p>' });
    const asked: string[] = [];
    const saved = async (keys: readonly string[]) => {
      asked.push(...keys);
      return new Map<string, unknown>([['v2/event/a-1?lang=id', { data: { body: '<p>Astrofotografi di Bromo</p>' } }]]);
    };
    const data = await contentDataset.searchableSaved?.(client, 'id', saved);
    expect(asked.sort()).toEqual(['v2/event/a-1?lang=id', 'v2/event/a-2?lang=id']);
    const text = new Map(data?.articles?.map((a) => [a.id, a.text]));
    expect(text.get(1)).toContain('Astrofotografi di Bromo');
    expect(text.get(2)).toContain('Penyeimbang tiga sumbu');
    // Without the kept dataset (the synchronous view), the saved body is not there.
    expect(contentDataset.searchable?.(client, 'id').articles?.find((a) => a.id === 1)?.text).not.toContain('Astrofotografi');
  });
});
