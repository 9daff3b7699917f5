// A failed load of a lazy chunk usually means a new deploy replaced the hashed files: reload the
// page once; if the reload did not help, show a retry message instead of a blank page (docs/product.md §2.1).

const RELOAD_AT_KEY = 'denka:chunk-reload-at';
/** A second failure within this window after our reload means reloading does not help. */
export const RELOAD_WINDOW_MS = 10_000;

export type RecoveryDeps = {
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  reload: () => void;
  now: () => number;
};

const browserDeps = (): RecoveryDeps => ({
  storage: safeSessionStorage(),
  reload: () => window.location.reload(),
  now: () => Date.now(),
});

let reloading = false;

export function isReloadPending(): boolean {
  return reloading;
}

/** Starts a reload unless we already reloaded for this reason moments ago; true when reloading. */
export function reloadOnce(deps: RecoveryDeps = browserDeps()): boolean {
  if (reloading) return true;
  const last = Number(deps.storage?.getItem(RELOAD_AT_KEY) ?? 0);
  if (deps.now() - last < RELOAD_WINDOW_MS) return false;
  deps.storage?.setItem(RELOAD_AT_KEY, String(deps.now()));
  reloading = true;
  deps.reload();
  return true;
}

const CHUNK_ERROR = /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/** How long a route's error element has to handle the failure (and reload at the target URL). */
export const ROUTE_HANDLES_WITHIN_MS = 1_500;

/**
 * Vite raises `vite:preloadError` when a lazy chunk or its CSS fails to load. A failed page chunk
 * also reaches the route's error element, which reloads at once at the URL being opened; this
 * listener is the fallback for chunks outside routing, so it waits a moment before reloading.
 */
export function installPreloadRecovery(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
  deps?: RecoveryDeps,
): () => void {
  const onPreloadError = () => {
    setTimeout(() => reloadOnce(deps), ROUTE_HANDLES_WITHIN_MS);
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}

/** For tests only: forget that a reload was started. */
export function resetPreloadRecovery(): void {
  reloading = false;
}

function safeSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
