import { useSyncExternalStore } from 'react';

// One "Simpan untuk offline" panel for the whole app, opened from the header, its mobile menu and the
// app-layout toolbar.
let opened = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  opened = next;
  for (const listener of listeners) listener();
}

export const openOfflinePanel = () => set(true);
export const closeOfflinePanel = () => set(false);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useOfflinePanelOpened = () =>
  useSyncExternalStore(
    subscribe,
    () => opened,
    () => opened,
  );
