import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import {
  installPreloadRecovery,
  isChunkLoadError,
  isReloadPending,
  RELOAD_WINDOW_MS,
  ROUTE_HANDLES_WITHIN_MS,
  reloadOnce,
  resetPreloadRecovery,
  type RecoveryDeps,
} from './preload-recovery';

function deps(now: number, storage = new Map<string, string>()): RecoveryDeps & { reload: Mock<() => void> } {
  return {
    storage: { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v) },
    reload: vi.fn<() => void>(),
    now: () => now,
  };
}

describe('preload-error recovery (docs/product.md §2.1)', () => {
  afterEach(() => resetPreloadRecovery());

  it('reloads once on vite:preloadError, after giving the route error element its chance', () => {
    vi.useFakeTimers();
    const d = deps(1_000_000);
    const uninstall = installPreloadRecovery(window, d);
    window.dispatchEvent(new Event('vite:preloadError'));
    window.dispatchEvent(new Event('vite:preloadError'));
    expect(d.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(ROUTE_HANDLES_WITHIN_MS);
    expect(d.reload).toHaveBeenCalledOnce();
    expect(isReloadPending()).toBe(true);
    uninstall();
    vi.useRealTimers();
  });

  it('does not reload again right after its own reload: the caller shows a retry message', () => {
    const storage = new Map<string, string>();
    expect(reloadOnce(deps(1_000_000, storage))).toBe(true);
    resetPreloadRecovery(); // the page reloaded: a fresh module
    const afterReload = deps(1_000_000 + 2_000, storage);
    expect(reloadOnce(afterReload)).toBe(false);
    expect(afterReload.reload).not.toHaveBeenCalled();
  });

  it('reloads again for a later deploy', () => {
    const storage = new Map<string, string>();
    reloadOnce(deps(1_000_000, storage));
    resetPreloadRecovery();
    const later = deps(1_000_000 + RELOAD_WINDOW_MS + 1, storage);
    expect(reloadOnce(later)).toBe(true);
    expect(later.reload).toHaveBeenCalledOnce();
  });

  it('recognises chunk load errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});
