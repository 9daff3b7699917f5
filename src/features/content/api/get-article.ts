import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '../../../contract/common';
import type { ArticleDetail } from '../../../contract/content';
import { articleFind } from '../../../contract/endpoints/content';
import { apiGet } from '../../../lib/api-client';
import { currentLang } from '../../../lib/i18n';
import { contentKeys } from './query-keys';

// GET v2/event/{id|slug}: body HTML + toc (docs/product.md §7.4).
export async function getArticle(lang: Lang, slug: string, signal?: AbortSignal): Promise<ArticleDetail> {
  const body = await apiGet(articleFind, { params: { id: slug }, query: { lang }, signal });
  return body.data;
}

export const getArticleQueryOptions = (slug: string, lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: contentKeys.article(lang, slug),
    queryFn: ({ signal }) => getArticle(lang, slug, signal),
  });

export const useArticle = (slug: string) => useQuery(getArticleQueryOptions(slug));
