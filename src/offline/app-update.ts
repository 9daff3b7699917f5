import { useSyncExternalStore } from 'react';

// "Versi baru tersedia" (docs/product.md §10): whether a new build's worker waits for the visitor's yes.
// The worker's registration and the update itself are src/offline/register-service-worker.ts, loaded once the
// page is idle: only this flag is part of the shell (docs/decisions/112-start-up-and-the-shell.md).

let waiting = false;
const listeners = new Set<() => void>();

/** Called by the registration when a new worker waits (or no longer does). */
export function setUpdateWaiting(next: boolean): void {
  waiting = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useUpdateAvailable = () =>
  useSyncExternalStore(
    subscribe,
    () => waiting,
    () => waiting,
  );
