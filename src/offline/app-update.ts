import { useSyncExternalStore } from 'react';
import type { Workbox } from 'workbox-window';

// "Versi baru tersedia" (docs/product.md §10): a new worker waits until the visitor agrees, then takes over
// and the page reloads into the new build — nobody is left on a half-old page. A periodic check finds
// new builds in a tab that stays open (an installed app may never navigate).

export const UPDATE_CHECK_MS = 30 * 60_000;

let waiting = false;
let workbox: Workbox | undefined;
const listeners = new Set<() => void>();

function setWaiting(next: boolean) {
  waiting = next;
  for (const listener of listeners) listener();
}

/** Called by registerServiceWorker before it registers (a worker already waiting is announced at once). */
export function watchForUpdates(wb: Workbox): void {
  workbox = wb;
  wb.addEventListener('waiting', () => setWaiting(true));
}

/** Looks for a new build every half hour and whenever the page comes back into view. */
export function checkForUpdatesPeriodically(registration: ServiceWorkerRegistration | undefined): void {
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

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useUpdateAvailable = () => useSyncExternalStore(subscribe, () => waiting, () => waiting);
