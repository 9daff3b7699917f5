import { useEffect } from 'react';
import { applyRouteMeta } from './meta';

/**
 * A page's own title/description once its data is known (web pages, articles: docs/product.md §3).
 * A passive effect, so it runs after the shell's route meta of the same navigation and wins;
 * nothing is applied while either value is missing, so the route's own meta stays.
 */
export function useDocumentMeta(title: string | undefined | null, description: string | undefined | null): void {
  useEffect(() => {
    if (!title && !description) return;
    applyRouteMeta({
      title: title ?? undefined,
      description: description ?? document.querySelector('meta[name="description"]')?.getAttribute('content') ?? undefined,
    });
  }, [title, description]);
}
