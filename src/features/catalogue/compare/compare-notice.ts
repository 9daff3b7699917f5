import { useSyncExternalStore } from 'react';

// "The tray is full": set when a fifth product is refused, shown (and announced) by the tray until the
// tray changes or a few seconds pass.

let fullAt = 0;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

export function announceTrayFull(): void {
  fullAt = Date.now();
  listeners.forEach((listener) => listener());
  clearTimeout(timer);
  timer = setTimeout(dismissTrayFull, 6_000);
}

export function dismissTrayFull(): void {
  if (!fullAt) return;
  fullAt = 0;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useTrayFull = () =>
  useSyncExternalStore(
    subscribe,
    () => fullAt > 0,
    () => false,
  );
