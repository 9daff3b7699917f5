import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@/contract/common';
import type { ArticleDetail } from '@/contract/content';
import { articleFind } from '@/contract/endpoints/content';
import { apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { contentKeys } from './query-keys';

// GET v2/event/{id|slug}: body HTML + toc (docs/product.md §7.4). `preview`: a studio preview token from
// the page's `?preview=` — the draft, under a key of its own (docs/decisions/250-staff-studio.md).
export async function getArticle(lang: Lang, slug: string, signal?: AbortSignal, preview?: string): Promise<ArticleDetail> {
  // A preview's read carries the staff cookie its token is bound to; every other read none.
  const body = await apiGet(
    articleFind,
    preview
      ? { params: { id: slug }, query: { lang, preview }, signal, credentials: 'same-origin' }
      : { params: { id: slug }, query: { lang }, signal },
  );
  return body.data;
}

export const getArticleQueryOptions = (slug: string, lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: contentKeys.article(lang, slug),
    queryFn: ({ signal }) => getArticle(lang, slug, signal),
  });

const previewQueryOptions = (slug: string, lang: Lang, preview: string) => {
  const options = getArticleQueryOptions(slug, lang);
  return {
    ...options,
    queryKey: [...options.queryKey, 'preview', preview] as unknown as typeof options.queryKey,
    queryFn: ({ signal }: { signal: AbortSignal }) => getArticle(lang, slug, signal, preview),
    gcTime: 0,
    staleTime: 0,
  };
};

/** The article page's read: `?preview=` shows the draft; an old slug moves the address to the new one. */
export function useArticle(slug: string) {
  const [search] = useSearchParams();
  const preview = search.get('preview') ?? undefined;
  const lang = currentLang();
  const query = useQuery(preview ? previewQueryOptions(slug, lang, preview) : getArticleQueryOptions(slug, lang));
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const moved = query.data && query.data.slug !== slug && !/^\d+$/.test(slug) ? query.data.slug : undefined;
  useEffect(() => {
    if (moved)
      void navigate({ pathname: pathname.replace(/[^/]+\/?$/, encodeURIComponent(moved)), search: search.toString() }, { replace: true });
  }, [moved, navigate, pathname, search]);
  return query;
}
