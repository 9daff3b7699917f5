import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { RouterProvider } from 'react-router';
import { markPageShown } from '../lib/when-idle';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

export const SPLASH_MS = 1_000; // the start-up screen's time (docs/product.md §2.1)
/** The HTML's own start-up screen (index.html), beside `#root`: it covers the page until the App removes it. */
export const BOOT_SPLASH_ID = 'boot-splash';

type AppProps = {
  router?: AppRouter;
  /** The server's render: its static router in place of the browser's (src/entry-server.tsx). */
  routerElement?: ReactNode;
  queryClient?: QueryClient;
  /** The query cache the server rendered the page from, taken over before hydrating (src/main.tsx). */
  dehydratedState?: DehydratedState;
};

/**
 * The page, under the HTML's own start-up screen until 1000 ms after navigation start (docs/product.md §2.1).
 * The start-up screen is index.html's, outside React: it paints before any script, covers the page the
 * server rendered (which crawlers and link previews read beneath it) and is removed here, when the second
 * is up or, if later, once the app has rendered or hydrated (docs/decisions/280-first-screen-rendered-on-the-server.md).
 * Until then the page is inert, so no keyboard focus can land beneath the screen.
 */
export function App({ router: given, routerElement, queryClient, dehydratedState }: AppProps) {
  const [router] = useState(() => (routerElement ? undefined : (given ?? createAppRouter())));
  const [starting, setStarting] = useState(true);

  useEffect(() => {
    // Counted from navigation start (the page's time origin), not from when the app mounted: the HTML's
    // own start-up screen has been showing since then (docs/product.md §2.1).
    // Committed at once when the timer fires, not at React's next scheduled render.
    // The screen goes first: a hydration still under way must not hold it (it finishes in the flushSync).
    const timer = setTimeout(() => {
      document.getElementById(BOOT_SPLASH_ID)?.remove();
      flushSync(() => setStarting(false));
    }, Math.max(0, SPLASH_MS - performance.now()));
    return () => clearTimeout(timer);
  }, []);
  // The page's first frame without the splash: secondary work (prefetches, service worker, sections below
  // the fold) may start now, not while the page is still loading beneath the splash.
  useEffect(() => {
    if (!starting) requestAnimationFrame(() => setTimeout(markPageShown, 0));
  }, [starting]);

  return (
    <AppProvider queryClient={queryClient} dehydratedState={dehydratedState}>
      <div inert={starting}>{routerElement ?? (router ? <RouterProvider router={router} /> : null)}</div>
    </AppProvider>
  );
}
