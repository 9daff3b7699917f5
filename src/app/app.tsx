import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { RouterProvider } from 'react-router';
import { markPageShown } from '../lib/when-idle';
import { AppProvider } from './provider';
import { createAppRouter } from './router';
import { Splash } from './splash';

type AppRouter = ReturnType<typeof createAppRouter>;

export const SPLASH_MS = 1_000; // the start-up screen's time (docs/product.md §2.1)

/** The splash shows until 1000 ms after navigation start while the routed page loads beneath it. */
export function App({ router: given }: { router?: AppRouter }) {
  const [router] = useState(() => given ?? createAppRouter());
  const [starting, setStarting] = useState(true);

  useEffect(() => {
    // Counted from navigation start (the page's time origin), not from when the app mounted: the HTML's
    // own start-up screen has been showing since then (docs/product.md §2.1).
    // Committed at once when the timer fires, not at React's next scheduled render.
    const timer = setTimeout(() => flushSync(() => setStarting(false)), Math.max(0, SPLASH_MS - performance.now()));
    return () => clearTimeout(timer);
  }, []);
  // The page's first frame without the splash: secondary work (prefetches, service worker, sections below
  // the fold) may start now, not while the page is still loading beneath the splash.
  useEffect(() => {
    if (!starting) requestAnimationFrame(() => setTimeout(markPageShown, 0));
  }, [starting]);

  return (
    <AppProvider>
      <div inert={starting}>
        <RouterProvider router={router} />
      </div>
      {starting ? <Splash /> : null}
    </AppProvider>
  );
}
