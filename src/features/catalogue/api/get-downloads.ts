import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Download } from '@/contract/catalogue';
import type { Lang } from '@/contract/common';
import { apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { catalogueKeys } from './query-keys';
import { downloadList } from '@/contract/endpoints/catalogue';

// GET v2/product/downloads (beyond the original CMS's calls, docs/product.md §7.7): every product manual, by brand then product.
export async function getDownloads(lang: Lang, signal?: AbortSignal): Promise<Download[]> {
  const body = await apiGet(downloadList, { query: { lang }, signal });
  return body.data;
}

export const getDownloadsQueryOptions = (lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: catalogueKeys.downloads(lang),
    queryFn: ({ signal }) => getDownloads(lang, signal),
  });

export const useDownloads = () => useQuery(getDownloadsQueryOptions());
