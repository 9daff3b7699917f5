import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { applyRouteMeta, formatTitle } from '@/lib/meta';

/**
 * A catalogue page's own title and description once its data is known (product, brand, category).
 * A passive effect runs after the shell's layout-effect route meta, so it wins; it re-runs on every
 * location change (filters in the URL) because the shell re-applies the route meta then.
 */
export function usePageMeta(title: string | null | undefined, description: string | null | undefined): void {
  const { key } = useLocation();
  useEffect(() => {
    if (!title) return;
    // Without a description of its own the page keeps the route's (exactly one description tag).
    const current = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? undefined;
    applyRouteMeta({ title: formatTitle(title), description: description ?? current });
  }, [title, description, key]);
}
