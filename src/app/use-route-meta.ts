import { useLingui } from '@lingui/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { pushPageView } from '../lib/analytics';
import { applyRouteMeta, formatTitle } from '../lib/meta';
import { useRouteHandle } from './route-handle';

/**
 * docs/product.md §2 navigation behaviour: the route's title (kept when it has none) and description meta go
 * in before the page paints; then one virtual page view per route change.
 */
export function useRouteMeta(): void {
  const location = useLocation();
  const handle = useRouteHandle();
  const { i18n } = useLingui();
  const lastPageView = useRef<string | undefined>(undefined);

  useLayoutEffect(() => {
    applyRouteMeta({
      title: handle?.title ? formatTitle(i18n._(handle.title)) : undefined,
      description: handle?.description ? i18n._(handle.description) : undefined,
    });
  }, [location.key, handle, i18n]);

  useEffect(() => {
    // One page view per location, even when effects run twice (React StrictMode in development).
    if (lastPageView.current === location.key) return;
    lastPageView.current = location.key;
    pushPageView(`${location.pathname}${location.search}`);
  }, [location.key, location.pathname, location.search]);
}
