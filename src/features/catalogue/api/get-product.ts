import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '@/contract/catalogue';
import type { Lang } from '@/contract/common';
import { paths } from '@/config/paths';
import { apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { catalogueKeys } from './query-keys';
import { productFind } from '@/contract/endpoints/catalogue';

// GET v3/products/find?slug (docs/product.md §7): everything the product page shows; unknown slug → 404.
// `preview`: a studio preview token from the page's `?preview=` — the answer is the draft, kept under a
// key of its own and never kept after the page (docs/decisions/250-staff-studio.md).
export async function getProduct(lang: Lang, slug: string, signal?: AbortSignal, preview?: string): Promise<ProductDetail> {
  // A preview's read carries the staff cookie its token is bound to; every other read none.
  const body = await apiGet(
    productFind,
    preview ? { query: { lang, slug, preview }, signal, credentials: 'same-origin' } : { query: { lang, slug }, signal },
  );
  return body.data;
}

export const getProductQueryOptions = (slug: string, lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: catalogueKeys.product(lang, slug),
    queryFn: ({ signal }) => getProduct(lang, slug, signal),
  });

/** A preview's draft: a key of its own (never the published product's), dropped when the page goes. */
const previewQueryOptions = (slug: string, lang: Lang, preview: string) => {
  const options = getProductQueryOptions(slug, lang);
  return {
    ...options,
    queryKey: [...options.queryKey, 'preview', preview] as unknown as typeof options.queryKey,
    queryFn: ({ signal }: { signal: AbortSignal }) => getProduct(lang, slug, signal, preview),
    gcTime: 0,
    staleTime: 0,
  };
};

export const useProduct = (slug: string) => useQuery(getProductQueryOptions(slug));

/** The product page's read: a `?preview=` token shows the draft; an old slug moves the address to the new one. */
export function useProductPage(slug: string) {
  const [search] = useSearchParams();
  const preview = search.get('preview') ?? undefined;
  const lang = currentLang();
  const query = useQuery(preview ? previewQueryOptions(slug, lang, preview) : getProductQueryOptions(slug, lang));
  const navigate = useNavigate();
  const moved = query.data && query.data.slug !== slug ? query.data.slug : undefined;
  useEffect(() => {
    // An old slug answers the product under its new one: the address follows (docs/decisions/250).
    if (moved) void navigate({ pathname: paths.productInfo.getHref({ slug: moved }), search: search.toString() }, { replace: true });
  }, [moved, navigate, search]);
  return query;
}
