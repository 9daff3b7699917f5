import { msg } from '@lingui/core/macro';
import type { ArticleSummary } from '../../../contract/content';
import { eachLimited, type OfflineDataset } from '../../../offline/offline-datasets';
import { getArticleQueryOptions } from '../api/get-article';
import { getArticlesQueryOptions } from '../api/get-articles';
import { getPromotionsQueryOptions } from '../api/get-promotions';
import { getRelatedPostsQueryOptions } from '../api/get-related-posts';
import { getRelatedProductsQueryOptions } from '../api/get-related-products';
import { getSuggestedPostsQueryOptions } from '../api/get-suggested-posts';
import { getWebPageQueryOptions } from '../../../api/get-web-page';
import { savedArticleDetails, savedArticles } from './articles-on-device';

// Articles and events (lists, every page with its aside and thumbnail), promotions and the legal pages for
// "Simpan untuk offline" (docs/decisions/190). The lists are saved 100 a page; every filter, tab and page
// of /article, /kegiatan, /berita is then computed on the device (articles-on-device.ts).
const PAGE = 100;
const PARALLEL = 4;
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
    let done = 0;
    ctx.progress(done, articles.length);
    await eachLimited(articles, PARALLEL, async (article) => {
      if (ctx.signal.aborted) return;
      await Promise.all([
        ctx.fetch(getArticleQueryOptions(article.slug, ctx.lang)),
        ctx.fetch(getRelatedPostsQueryOptions(article.slug, ctx.lang)),
        ctx.fetch(getSuggestedPostsQueryOptions(article.slug, ctx.lang)),
        ctx.fetch(getRelatedProductsQueryOptions(article.slug, ctx.lang)),
        ctx.saveImage(article.thumbnail.url),
      ]);
      ctx.progress(++done, articles.length);
    });
    return articles.length;
  },
  searchable(client, lang) {
    // The article text comes from the saved article pages; a list seen while browsing gives its excerpt.
    const bodies = new Map(savedArticleDetails(client, lang).map((a) => [a.id, a.body]));
    return {
      articles: savedArticles(client, lang).map((a) => ({
        id: a.id,
        slug: a.slug,
        title: a.title,
        article_category: a.article_category,
        thumbnail: a.thumbnail,
        text: `${a.excerpt} ${bodies.get(a.id) ?? ''}`,
      })),
    };
  },
};
