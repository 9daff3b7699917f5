import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Comparison, ProductDetail, ProductSummary } from '@/contract/catalogue';
import { MAX_COMPARED } from '@/contract/catalogue-terms';
import type { Lang } from '@/contract/common';
import { buildComparison } from '@/contract/compare';
import { productCompare } from '@/contract/endpoints/catalogue';
import { apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { isUnreachableError } from '@/offline/connection';
import { getProductQueryOptions } from './get-product';
import { catalogueKeys } from './query-keys';

// GET v2/product/compare?produk=a,b,c (/bandingkan): up to four products in one read. When the server cannot
// be reached, the comparison is built on the device from the product pages saved for offline (or seen while
// browsing), by the same function the server uses (src/contract/compare.ts; docs/decisions/101-save-for-offline.md).

export type DeviceComparison = Comparison & { fromDevice?: true };

const summaryOf = ({ id, slug, name, description, price, image_base, brand, category }: ProductDetail): ProductSummary => ({
  id,
  slug,
  name,
  description,
  price,
  image_base,
  brand,
  category,
});

export async function getComparison(
  lang: Lang,
  slugs: readonly string[],
  signal?: AbortSignal,
  client?: QueryClient,
): Promise<DeviceComparison> {
  try {
    return (await apiGet(productCompare, { query: { lang, produk: slugs.join(',') }, signal })).data;
  } catch (error) {
    // The server's render has its own API at hand: an answer missing there is not the device's to make up.
    if (!client || import.meta.env.SSR || !isUnreachableError(error)) throw error;
    // Each product page from the query cache or the saved dataset (apiGet asks it when the server is unreachable).
    const details = await Promise.all(slugs.map((slug) => client.ensureQueryData(getProductQueryOptions(slug, lang)))).catch(() => {
      throw error;
    });
    return {
      ...buildComparison(details.map((detail) => ({ product: summaryOf(detail), attributes: detail.attributes }))),
      fromDevice: true,
    };
  }
}

const SLUG = /^[a-z0-9][a-z0-9-_.]*$/i;

/**
 * The slugs of `?produk=a,b,c`: trimmed, without empties, repeats or malformed ones, at most four. `dropped`:
 * how many were left out (the page says so), so a hand-edited address never turns into an error page.
 */
export function parseCompareSlugs(value: string | null): { slugs: string[]; dropped: number } {
  const given = (value ?? '')
    .split(',')
    .map((slug) => slug.trim())
    .filter(Boolean);
  const valid = [...new Set(given.filter((slug) => slug.length <= 200 && SLUG.test(slug)))];
  const slugs = valid.slice(0, MAX_COMPARED);
  return { slugs, dropped: given.length - slugs.length };
}

export const getComparisonQueryOptions = (slugs: readonly string[], lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: catalogueKeys.comparison(lang, slugs),
    queryFn: ({ signal, client }) => getComparison(lang, slugs, signal, client),
    enabled: slugs.length > 0,
  });

export const useComparison = (slugs: readonly string[]) => useQuery(getComparisonQueryOptions(slugs));
