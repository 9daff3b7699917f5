import { startTransition, useEffect, useState } from 'react';

// True while the browser hydrates a page the server rendered (src/main.tsx sets it before hydrating, the App
// clears it once its first screen has hydrated).
let hydrating = false;

/** The browser is about to hydrate the server's markup: `useHydrated()` answers false until `hydrationEnded()`. */
export function hydrationStarted(): void {
  hydrating = true;
}

/** The first screen has hydrated: components mounted from now on render what only the browser has at once. */
export function hydrationEnded(): void {
  hydrating = false;
}

/**
 * False while the server renders and while the browser hydrates what it rendered, true from then on (and
 * at once in a page the browser renders itself). For what only the browser can produce, such as CMS HTML
 * sanitised through the DOM (docs/decisions/280-first-screen-rendered-on-the-server.md): rendering it only
 * once true keeps the server's markup and the hydrating render equal.
 * The switch to true after hydrating is a transition: React renders it in short slices, not in one
 * synchronous task as a store's server snapshot would force (docs/decisions/370-nothing-synchronous-after-hydrating.md).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof document !== 'undefined' && !hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
