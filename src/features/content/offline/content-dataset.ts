import { msg } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import type { Lang } from '@/contract/common';
import type { ArticleSummary } from '@/contract/content';
import type { OfflineDataset } from '@/offline/offline-datasets';
import { articleFind } from '@/contract/endpoints/content';
import { readKeyOf } from '@/lib/api-client';
import { getArticlesQueryOptions } from '../api/get-articles';
import { getPromotionsQueryOptions } from '../api/get-promotions';
import { getWebPageQueryOptions } from '@/api/get-web-page';
import { savedArticleDetails, savedArticles } from './articles-on-device';

// Articles and events (lists and thumbnails), promotions and the legal pages for "Simpan untuk offline"
// (docs/decisions/101). The lists are saved 100 a page; every filter, tab and page of /article, /kegiatan,
// /berita is then computed on the device (articles-on-device.ts). Each article page and its asides are in the
// saved dataset and answered from it on demand (docs/decisions/101-save-for-offline.md).
const PAGE = 100;
const WEB_PAGES = ['privacy-policy', 'syarat-ketentuan'] as const;

export const contentDataset: OfflineDataset = {
  id: 'content',
  label: msg`Artikel, kegiatan dan promosi`,
  async save(ctx) {
    const list = (page: number) => ctx.fetch(getArticlesQueryOptions({ page, size: PAGE }, ctx.lang));
    const first = await list(1);
    const rest = await Promise.all(Array.from({ length: first.last_page - 1 }, (_, i) => list(i + 2)));
    const articles: ArticleSummary[] = [first, ...rest].flatMap((page) => page.data);
    await Promise.all([
      ctx.fetch(getPromotionsQueryOptions('all', ctx.lang)),
      ctx.fetch(getPromotionsQueryOptions('marketplace', ctx.lang)),
      ...WEB_PAGES.map((slug) => ctx.fetch(getWebPageQueryOptions(slug, ctx.lang))),
    ]);
    for (const article of articles) await ctx.saveImage(article.thumbnail.url);
    ctx.progress(1, 1);
    return articles.length;
  },
  searchable: (client, lang) => ({ articles: searchableArticles(client, lang, new Map()) }),
  // The article pages a save keeps are read from its dataset (decision 101), the ones seen from the cache.
  async searchableSaved(client, lang, saved) {
    const keyOf = (slug: string) => readKeyOf(articleFind, { id: slug }, { lang });
    const answers = await saved(savedArticles(client, lang).map((a) => keyOf(a.slug)));
    const bodies = new Map<string, string>();
    for (const [key, answer] of answers) {
      const body = (answer as { data?: { body?: unknown } } | undefined)?.data?.body;
      if (typeof body === 'string') bodies.set(key, body);
    }
    return { articles: searchableArticles(client, lang, bodies, keyOf) };
  },
};

/** The articles the cache lists, each with its excerpt and body: from a page seen, else from `saved` (by read key). */
function searchableArticles(client: QueryClient, lang: Lang, saved: Map<string, string>, keyOf?: (slug: string) => string) {
  const bodies = new Map(savedArticleDetails(client, lang).map((a) => [a.id, a.body]));
  return savedArticles(client, lang).map((a) => ({
    id: a.id,
    slug: a.slug,
    title: a.title,
    article_category: a.article_category,
    thumbnail: a.thumbnail,
    text: `${a.excerpt} ${bodies.get(a.id) ?? (keyOf && saved.get(keyOf(a.slug))) ?? ''}`,
  }));
}
