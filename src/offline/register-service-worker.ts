import { Workbox } from 'workbox-window';

/** Registers the service worker of the production build (src/sw.ts, emitted as /sw.js). */
export function registerServiceWorker(): Workbox | undefined {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return undefined;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.register().catch((error: unknown) => console.warn('[sw] registration failed:', error));
  return workbox;
}
