import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '../../../contract/common';
import { WebPageResponseSchema, type WebPage } from '../../../contract/site';
import { apiGet } from '../../../lib/api-client';
import { currentLang } from '../../../lib/i18n';
import { contentKeys } from './query-keys';

// GET v2/web-page/find?slug: privacy-policy, syarat-ketentuan (spec §3 "Web page", §7).
export async function getWebPage(lang: Lang, slug: string, signal?: AbortSignal): Promise<WebPage> {
  const body = await apiGet('v2/web-page/find', WebPageResponseSchema, { query: { lang, slug }, signal });
  return body.data;
}

export const getWebPageQueryOptions = (slug: string, lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: contentKeys.webPage(lang, slug),
    queryFn: ({ signal }) => getWebPage(lang, slug, signal),
  });

export const useWebPage = (slug: string) => useQuery(getWebPageQueryOptions(slug));
