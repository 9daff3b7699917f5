import { useSyncExternalStore } from 'react';

// "Pasang aplikasi" (docs/product.md §10): Chromium offers `beforeinstallprompt`, which we keep for our own
// button; iOS Safari has no such event, so it gets short "Add to Home Screen" instructions instead.

type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

export type InstallState = { canPrompt: boolean; installed: boolean; ios: boolean };

let deferred: BeforeInstallPromptEvent | undefined;
let state: InstallState = { canPrompt: false, installed: false, ios: false };
const listeners = new Set<() => void>();

function setState(next: Partial<InstallState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

const standalone = () =>
  window.matchMedia?.('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** iOS or iPadOS Safari (not Chrome/Firefox/Edge for iOS, whose share sheets differ). */
export function isIosSafari(userAgent: string, maxTouchPoints = 0): boolean {
  const ios = /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
}

/** Listens from start-up: the event fires once, early, and is lost if nobody keeps it. */
export function startInstallWatch(): void {
  setState({ installed: standalone(), ios: isIosSafari(navigator.userAgent, navigator.maxTouchPoints) });
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    setState({ canPrompt: true });
  });
  window.addEventListener('appinstalled', () => {
    deferred = undefined;
    setState({ canPrompt: false, installed: true });
  });
  window.matchMedia?.('(display-mode: standalone)').addEventListener('change', (event) => setState({ installed: event.matches }));
}

/** Shows the browser's install dialog; the event can be used once. */
export async function promptInstall(): Promise<void> {
  const event = deferred;
  if (!event) return;
  deferred = undefined;
  setState({ canPrompt: false });
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') setState({ installed: true });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useInstallState = () =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
