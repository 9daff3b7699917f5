import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '../contract/common';
import type { WebPage } from '../contract/site';
import { apiGet } from '../lib/api-client';
import { currentLang } from '../lib/i18n';
import { webPageFind } from '../contract/endpoints/site';

// A CMS page by slug (privacy policy, terms, the repair terms of the service pages): one read, one key
// (docs/decisions/200-code-structure.md).
export const webPageKeys = {
  all: ['web-pages'] as const,
  page: (lang: Lang, slug: string) => [...webPageKeys.all, lang, slug] as const,
};

// GET v2/web-page/find?slug.
export async function getWebPage(lang: Lang, slug: string, signal?: AbortSignal): Promise<WebPage> {
  const body = await apiGet(webPageFind, { query: { lang, slug }, signal });
  return body.data;
}

export const getWebPageQueryOptions = (slug: string, lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: webPageKeys.page(lang, slug),
    queryFn: ({ signal }) => getWebPage(lang, slug, signal),
  });

export const useWebPage = (slug: string) => useQuery(getWebPageQueryOptions(slug));
