import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates what it rendered, true from then on (and
 * at once in a page the browser renders itself). For what only the browser can produce, such as CMS HTML
 * sanitised through the DOM (docs/decisions/280-first-screen-rendered-on-the-server.md): rendering it only
 * once true keeps the server's markup and the hydrating render equal.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
