import { useSyncExternalStore } from 'react';
import { isOutboxStatus, OUTBOX_REPLAY, OUTBOX_STATUS_REQUEST, type OutboxStatus } from './outbox-protocol';

// The page's side of the form outbox (issue #9). iOS has no Background Sync and Chrome retries a failed
// sync only after minutes, so the page asks the worker to replay: on start-up, on `online`, every 15 s
// while anything is pending, and on demand ("Kirim sekarang").

export const REPLAY_INTERVAL_MS = 15_000;
type Snapshot = Omit<OutboxStatus, 'type'>;
let snapshot: Snapshot = { pending: 0, state: 'idle', delivered: 0 };
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function post(type: string) {
  navigator.serviceWorker?.controller?.postMessage({ type });
}

/** Ask the service worker to send everything queued now. */
export function requestOutboxReplay() {
  post(OUTBOX_REPLAY);
}

function update(next: Snapshot) {
  snapshot = next;
  if (next.pending > 0 && !timer) timer = setInterval(requestOutboxReplay, REPLAY_INTERVAL_MS);
  if (next.pending === 0 && timer) {
    clearInterval(timer);
    timer = undefined;
  }
  for (const listener of listeners) listener();
}

/** Wires the page to the worker once (called from main.tsx); harmless where there is no service worker. */
export function startOutbox() {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!container) return;
  container.addEventListener('message', (event: MessageEvent) => {
    if (isOutboxStatus(event.data)) update({ pending: event.data.pending, state: event.data.state, delivered: event.data.delivered });
  });
  const kick = () => {
    post(OUTBOX_STATUS_REQUEST);
    requestOutboxReplay();
  };
  window.addEventListener('online', kick);
  container.startMessages(); // messages are held until this (addEventListener alone does not start them)
  void container.ready.then(kick);
  container.addEventListener('controllerchange', kick);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The outbox as the header indicator and the forms show it. */
export const useOutboxStatus = () => useSyncExternalStore(subscribe, () => snapshot, () => snapshot);
