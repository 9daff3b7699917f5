import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { markPageShown } from '../lib/when-idle';
import { AppProvider } from './provider';
import { createAppRouter } from './router';
import { Splash } from './splash';

type AppRouter = ReturnType<typeof createAppRouter>;

export const SPLASH_MS = 1_000; // spec §2 "Start-up", §9

/** The splash shows for 1000 ms while the routed page loads beneath it (spec §4 "Root"). */
export function App({ router: given }: { router?: AppRouter }) {
  const [router] = useState(() => given ?? createAppRouter());
  const [starting, setStarting] = useState(true);

  useEffect(() => {
    const timer = setTimeout(() => setStarting(false), SPLASH_MS);
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
