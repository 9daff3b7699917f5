import { useSyncExternalStore } from 'react';
import { newsticker } from '../contract/endpoints/site';
import { ApiError } from '../lib/api-client';
import { config } from '../lib/config';
import { whenIdle } from '../lib/when-idle';
import { isServerReachabilityMessage } from './cache-names';

// Whether the site can reach its server (docs/product.md §10): the browser's own
// navigator.onLine, plus failed fetches — reported by the service worker (which hides them from the page
// when it answers from its cache), by failed queries, and by a probe that also notices the way back.

export type Connection = { online: boolean; serverReachable: boolean };
export const PROBE_INTERVAL_MS = 10_000;

let state: Connection = { online: typeof navigator === 'undefined' || navigator.onLine !== false, serverReachable: true }; // Node's navigator has no onLine: the server's render is online
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function setState(next: Partial<Connection>) {
  const merged = { ...state, ...next };
  if (merged.online === state.online && merged.serverReachable === state.serverReachable) return;
  state = merged;
  // While the server is away, look for it again now and then so the banner goes by itself.
  if (!state.serverReachable && !timer) timer = setInterval(() => void probeServer(), PROBE_INTERVAL_MS);
  if (state.serverReachable && timer) {
    clearInterval(timer);
    timer = undefined;
  }
  for (const listener of listeners) listener();
}

export function reportServerReachable(reachable: boolean): void {
  setState({ serverReachable: reachable });
}

/** A HEAD request past every cache (the worker routes GET only) to a small public read: does the content API answer? */
export async function probeServer(): Promise<boolean> {
  let reachable: boolean;
  try {
    const response = await fetch(`${config.apiBaseUrl}${newsticker.path}`, { method: 'HEAD', cache: 'no-store', credentials: 'omit' });
    reachable = response.status < 500;
  } catch {
    reachable = false;
  }
  setState({ online: navigator.onLine, serverReachable: reachable });
  return reachable;
}

/** Wires the listeners once (from src/offline/start.ts). */
export function startConnectionWatch(): void {
  window.addEventListener('online', () => {
    setState({ online: true });
    void probeServer();
  });
  window.addEventListener('offline', () => setState({ online: false }));
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    if (isServerReachabilityMessage(event.data)) reportServerReachable(event.data.reachable);
  });
  // The first probe waits until the page is on screen: the start belongs to the page's own reads.
  whenIdle(() => void probeServer());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useConnection = () =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
export const isOffline = (connection: Connection) => !connection.online || !connection.serverReachable;

/** A read that failed because the server could not be reached (no response, or a gateway's 5xx). */
export const isUnreachableError = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504);
