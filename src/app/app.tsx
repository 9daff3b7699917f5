import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { hydrationEnded } from '../lib/use-hydrated';
import { markPageShown } from '../lib/when-idle';
import { AppProvider } from './provider';
import { AppBrowserRouter, AppRoutes } from './router';

export const SPLASH_MS = 1_000; // the start-up screen's time (docs/product.md §2.1)
/** The HTML's own start-up screen (index.html), beside `#root`: it covers the page until the App removes it. */
export const BOOT_SPLASH_ID = 'boot-splash';

type AppProps = {
  /** The server's render: its static router in place of the browser's (src/entry-server.tsx). */
  routerElement?: ReactNode;
  queryClient?: QueryClient;
  /** The query cache the server rendered the page from, taken over before hydrating (src/main.tsx). */
  dehydratedState?: DehydratedState;
};

/**
 * The page, under the HTML's own start-up screen until 1000 ms after navigation start (docs/product.md §2.1).
 * The start-up screen is index.html's, outside React: it paints before any script and covers the page the
 * server rendered (which crawlers and link previews read beneath it). The app's stylesheet ends it at the
 * second (src/app/global.css), hydrated or not: from then on the server's links and forms answer, and what
 * is typed before hydrating reaches the app afterwards (src/lib/early-input.ts). Here it leaves the DOM,
 * when the second is up or, if later, once the app has rendered or hydrated (docs/decisions/113-first-screen.md).
 * While the screen is up the page is inert, so no keyboard focus can land beneath it. The server's HTML is not
 * inert: without scripts the page's links and forms work as plain HTML.
 */
export function App({ routerElement, queryClient, dehydratedState }: AppProps) {
  const page = useRef<HTMLDivElement>(null);

  // Set before the first frame the app draws, and only while the start-up screen still covers the page.
  useLayoutEffect(() => {
    if (performance.now() < SPLASH_MS && document.getElementById(BOOT_SPLASH_ID)) page.current?.setAttribute('inert', '');
  }, []);

  useEffect(() => {
    hydrationEnded(); // the first screen has rendered or hydrated (this effect runs after its children's)
    // Counted from navigation start (the page's time origin), not from when the app mounted: the HTML's
    // own start-up screen has been showing since then (docs/product.md §2.1). Once the app has rendered or
    // hydrated its first screen (this effect), the screen goes when the second is up, straight in the DOM:
    // no React render at that moment, so nothing of the page's start-up is forced to finish synchronously
    // then (docs/decisions/113-first-screen.md).
    let timer: ReturnType<typeof setTimeout>;
    const end = () => {
      // A timer may fire a fraction of a millisecond early on the page's clock: never before the second is up.
      const left = SPLASH_MS - performance.now();
      if (left > 0) {
        timer = setTimeout(end, Math.ceil(left));
        return;
      }
      document.getElementById(BOOT_SPLASH_ID)?.remove();
      page.current?.removeAttribute('inert');
      // The page's first frame without the splash: secondary work (prefetches, service worker, sections
      // below the fold) may start now, not while the page is still loading beneath the splash.
      requestAnimationFrame(() => setTimeout(markPageShown, 0));
    };
    timer = setTimeout(end, Math.max(0, Math.ceil(SPLASH_MS - performance.now())));
    return () => clearTimeout(timer);
  }, []);

  return (
    <AppProvider queryClient={queryClient} dehydratedState={dehydratedState}>
      {/* Made inert while the start-up screen covers it (above); React renders it only once. */}
      <div ref={page} data-page="">
        {routerElement ?? (
          <AppBrowserRouter>
            <AppRoutes />
          </AppBrowserRouter>
        )}
      </div>
    </AppProvider>
  );
}
