import type { Workbox } from 'workbox-window';
import { setUpdateWaiting } from './app-update';

// The service worker's registration and "Versi baru tersedia" (docs/product.md §10): a new worker waits until
// the visitor agrees, then takes over and the page reloads into the new build — nobody is left on a half-old
// page. A periodic check finds new builds in a tab that stays open (an installed app may never navigate).
// Loaded once the page is idle (src/main.tsx), with workbox-window: neither is part of the shell's initial JS
// (docs/product.md §2.1, docs/decisions/112-start-up-and-the-shell.md).

export const UPDATE_CHECK_MS = 30 * 60_000;

let workbox: Workbox | undefined;

/** Looks for a new build every half hour and whenever the page comes back into view. */
function checkForUpdatesPeriodically(registration: ServiceWorkerRegistration | undefined): void {
  if (!registration) return;
  const check = () => void registration.update().catch(() => undefined);
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

/** Activates the waiting worker; the page reloads once it controls the page. */
export function applyUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

/** Registers the service worker of the production build (src/sw/sw.ts, emitted as /sw.js). */
export async function registerServiceWorker(): Promise<void> {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  workbox = new Workbox('/sw.js', { scope: '/' });
  // Before it registers: a worker already waiting is announced at once.
  workbox.addEventListener('waiting', () => setUpdateWaiting(true));
  workbox
    .register()
    .then(checkForUpdatesPeriodically)
    .catch((error: unknown) => console.warn('[sw] registration failed:', error));
}
