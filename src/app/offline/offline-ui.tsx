import { useIsRestoring, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { currentLang } from '@/lib/i18n';
import { useOnceTrue } from '@/lib/use-once-true';
import { whenIdle } from '@/lib/when-idle';
import { useOfflinePanelOpened } from '@/offline/offline-panel-store';
import { loadRecord } from '@/offline/save-state';
import { isOffline, isUnreachableError, reportServerReachable, useConnection } from '@/offline/connection';
import { useUpdateAvailable } from '@/offline/app-update';

// The panel (a Modal with the save and install sections) loads the first time it opens (docs/product.md §2.1).
const OfflinePanel = lazy(() => import('./offline-panel').then((m) => ({ default: m.OfflinePanel })));
// The offline banner and the update prompt load when they are to show, not with the shell
// (docs/decisions/112-start-up-and-the-shell.md). The banner's code is fetched ahead once
// the page is idle, so it is there when the connection goes; if it still cannot load, the page goes on without it.
const loadBanner = () => import('./offline-banner');
const OfflineBanner = lazy(() =>
  loadBanner()
    .then((m) => ({ default: m.OfflineBanner }))
    .catch(() => ({ default: () => null })),
);
const UpdatePrompt = lazy(() => import('./update-prompt').then((m) => ({ default: m.UpdatePrompt })));

/** The save's code, not part of the shell (decision 112): loaded to restore a save, for the content check at idle, or to save. */
const saving = () => import('@/offline/save-for-offline');

/** At most one content-version check per this long when the page comes back into view (decision 253). */
const VERSION_CHECK_GAP_MS = 5 * 60_000;

/**
 * Saved data outlives an update (decision 101): once the persisted cache is restored, a save of another
 * build refills the query cache from its kept dataset. Then, online, the content version decides whether
 * what is shown and what is saved must be fetched again (decision 253) — at start, when the connection
 * comes back, and when an installed app left open comes back into view.
 */
function useKeepSavedDataCurrent() {
  const client = useQueryClient();
  const restoring = useIsRestoring();
  useEffect(() => {
    if (restoring) return undefined;
    let last = 0;
    let stopped = false;
    const check = () => {
      if (stopped || !navigator.onLine) return;
      last = Date.now();
      void saving()
        .then((save) => save.refreshIfContentChanged(client, currentLang()))
        .catch(() => undefined);
    };
    // Without a save on this device there is nothing to restore: the save's code then loads only at idle.
    void loadRecord()
      .then((record) => (record ? saving().then((save) => save.restoreSavedData(client)) : false))
      .catch(() => false)
      .finally(() => whenIdle(check));
    const onVisible = () => document.visibilityState === 'visible' && Date.now() - last > VERSION_CHECK_GAP_MS && check();
    window.addEventListener('online', check);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      window.removeEventListener('online', check);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [client, restoring]);
}

/** A failed read is the page's own sign that the server is gone (the worker reports its own failures). */
function useReportFailedReads() {
  const client = useQueryClient();
  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'error' && isUnreachableError(event.action.error))
          reportServerReachable(false);
      }),
    [client],
  );
}

/** What every page shows of the offline state, in either layout (docs/product.md §10). */
export function OfflineUi() {
  const panelMounted = useOnceTrue(useOfflinePanelOpened());
  const offline = isOffline(useConnection());
  const updateAvailable = useUpdateAvailable();
  useReportFailedReads();
  useKeepSavedDataCurrent();
  useEffect(() => whenIdle(() => void loadBanner().catch(() => undefined)), []);
  return (
    <>
      <Suspense fallback={null}>{offline ? <OfflineBanner /> : null}</Suspense>
      <Suspense fallback={null}>{updateAvailable ? <UpdatePrompt /> : null}</Suspense>
      <Suspense fallback={null}>{panelMounted ? <OfflinePanel /> : null}</Suspense>
    </>
  );
}
