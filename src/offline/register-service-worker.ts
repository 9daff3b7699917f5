import { Workbox } from 'workbox-window';
import { checkForUpdatesPeriodically, watchForUpdates } from './app-update';

declare const __BUILD_ID__: string;

/** Registers the service worker of the production build (src/sw.ts, emitted as /sw.js). */
export function registerServiceWorker(): Workbox | undefined {
  // Which build this page runs (the update e2e reads it; handy when a visitor reports a problem).
  document.documentElement.dataset.build = __BUILD_ID__;
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return undefined;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  watchForUpdates(workbox);
  workbox
    .register()
    .then(checkForUpdatesPeriodically)
    .catch((error: unknown) => console.warn('[sw] registration failed:', error));
  return workbox;
}
