import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '../../../contract/common';
import { WebPageResponseSchema, type WebPage } from '../../../contract/site';
import { apiGet } from '../../../lib/api-client';
import { currentLang } from '../../../lib/i18n';
import { serviceKeys } from './query-keys';

/** The CMS page with the repair terms (spec §7 v2/web-page/find?slug). */
export const SERVICE_TERMS_SLUG = 'service-garansi';

export async function getWebPage(lang: Lang, slug: string, signal?: AbortSignal): Promise<WebPage> {
  const body = await apiGet('v2/web-page/find', WebPageResponseSchema, { query: { lang, slug }, signal });
  return body.data;
}

export const getWebPageQueryOptions = (slug: string, lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: serviceKeys.webPage(lang, slug),
    queryFn: ({ signal }) => getWebPage(lang, slug, signal),
  });

export const useWebPage = (slug: string) => useQuery(getWebPageQueryOptions(slug));
