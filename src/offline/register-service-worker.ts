import { checkForUpdatesPeriodically, watchForUpdates } from './app-update';

declare const __BUILD_ID__: string;

/** Marks which build this page runs, at start-up (the update e2e reads it; handy when a visitor reports a problem). */
export function markBuild(): void {
  document.documentElement.dataset.build = __BUILD_ID__;
}

/**
 * Registers the service worker of the production build (src/sw/sw.ts, emitted as /sw.js). workbox-window
 * loads on its own, after the first paint: it is not part of the shell's initial JS (docs/product.md §2.1).
 */
export async function registerServiceWorker(): Promise<void> {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });
  watchForUpdates(workbox);
  workbox
    .register()
    .then(checkForUpdatesPeriodically)
    .catch((error: unknown) => console.warn('[sw] registration failed:', error));
}
