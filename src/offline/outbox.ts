import { useSyncExternalStore } from 'react';
import { resetForRetry, type OutboxEntry } from './outbox-policy';
import { isOutboxStatus, OUTBOX_REPLAY, OUTBOX_STATUS_REQUEST, type OutboxReplayRequest } from './outbox-protocol';
import { deleteEntry, getEntry, listEntries, replaceEntry } from './outbox-store';

// The page's side of the form outbox (decision 091). The service worker sends; the page lists the
// entries (read straight from IndexedDB whenever the worker says something changed), asks for replays — on
// start-up, on `online`, every 15 s while anything waits, and on demand ("Kirim sekarang") because iOS has
// no Background Sync and Chrome retries a failed sync only after minutes — and carries out the visitor's
// decisions on entries that need attention: correct and resend (a new submission), send again, discard.

export const REPLAY_INTERVAL_MS = 15_000;

export type OutboxSnapshot = {
  entries: OutboxEntry[];
  /** Idempotency keys the worker reported delivered while this page was open. */
  delivered: string[];
  /** The key of this page's last submission the worker queued (the form's "saved on this device" notice follows it). */
  lastQueuedKey: string | undefined;
  /** The entry being corrected in a form, if any. */
  correcting: OutboxEntry | undefined;
};

let snapshot: OutboxSnapshot = { entries: [], delivered: [], lastQueuedKey: undefined, correcting: undefined };
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function setSnapshot(patch: Partial<OutboxSnapshot>) {
  snapshot = { ...snapshot, ...patch };
  const waiting = snapshot.entries.some((entry) => entry.state !== 'attention');
  if (waiting && !timer) timer = setInterval(() => requestOutboxReplay(false), REPLAY_INTERVAL_MS);
  if (!waiting && timer) {
    clearInterval(timer);
    timer = undefined;
  }
  for (const listener of listeners) listener();
}

const hasIndexedDb = () => typeof indexedDB !== 'undefined';

/** Re-reads the entries (after the worker or the visitor changed something). */
export async function refreshOutbox(): Promise<void> {
  if (!hasIndexedDb()) return;
  const entries = await listEntries().catch(() => snapshot.entries);
  const correcting = snapshot.correcting && entries.find((entry) => entry.id === snapshot.correcting?.id);
  setSnapshot({ entries, correcting });
}

/** Ask the service worker to send what is due; `force` (the default, for "Kirim sekarang") tries every waiting entry now. */
export function requestOutboxReplay(force = true) {
  const message: OutboxReplayRequest = { type: OUTBOX_REPLAY, force };
  navigator.serviceWorker?.controller?.postMessage(message);
}

/** Called by the form layer when the worker answered "queued" for a submission with this key. */
export function noteQueued(key: string) {
  setSnapshot({ lastQueuedKey: key });
  void refreshOutbox();
}

/** Removes an entry for good (the visitor chose "Buang", or its corrected copy was sent). */
export async function discardOutboxEntry(id: string): Promise<void> {
  await deleteEntry(id);
  if (snapshot.correcting?.id === id) setSnapshot({ correcting: undefined });
  await refreshOutbox();
}

/** "Kirim ulang" for an entry that gave up after its tries: the same submission (same key), tried now. */
export async function retryOutboxEntry(id: string): Promise<void> {
  const entry = await getEntry(id);
  if (entry) await replaceEntry(resetForRetry(entry, Date.now()));
  await refreshOutbox();
  requestOutboxReplay(true);
}

/** Marks an entry as being corrected; the form of its kind on its page picks it up (use-outbox-correction). */
export function startCorrection(entry: OutboxEntry) {
  setSnapshot({ correcting: entry });
}

export function endCorrection() {
  setSnapshot({ correcting: undefined });
}

/** Wires the page to the worker once (called from main.tsx); harmless where there is no service worker. */
export function startOutbox() {
  void refreshOutbox();
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!container) return;
  container.addEventListener('message', (event: MessageEvent) => {
    if (!isOutboxStatus(event.data)) return;
    const fresh = event.data.delivered.filter((key) => typeof key === 'string' && !snapshot.delivered.includes(key));
    if (fresh.length > 0) setSnapshot({ delivered: [...snapshot.delivered, ...fresh].slice(-50) });
    void refreshOutbox();
  });
  const kick = (force: boolean) => () => {
    container.controller?.postMessage({ type: OUTBOX_STATUS_REQUEST });
    requestOutboxReplay(force);
  };
  window.addEventListener('online', kick(true));
  container.startMessages(); // messages are held until this (addEventListener alone does not start them)
  void container.ready.then(kick(false));
  container.addEventListener('controllerchange', kick(false));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The outbox as the header indicator, its panel and the forms show it. */
export const useOutbox = () =>
  useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
