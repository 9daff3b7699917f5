import { useIsRestoring, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { currentLang } from '../../lib/i18n';
import { useOnceTrue } from '../../lib/use-once-true';
import { whenIdle } from '../../lib/when-idle';
import { useOfflinePanelOpened } from '../../offline/offline-panel-store';
import { refreshIfContentChanged, restoreSavedData } from '../../offline/save-for-offline';
import { OfflineBanner } from './offline-banner';
import { UpdatePrompt } from './update-prompt';

// The panel (a Modal with the save and install sections) loads the first time it opens (docs/product.md §2.1).
const OfflinePanel = lazy(() => import('./offline-panel').then((m) => ({ default: m.OfflinePanel })));

/** At most one content-version check per this long when the page comes back into view (decision 272). */
const VERSION_CHECK_GAP_MS = 5 * 60_000;

/**
 * Saved data outlives an update (decision 271): once the persisted cache is restored, a save of another
 * build refills the query cache from its kept dataset. Then, online, the content version decides whether
 * what is shown and what is saved must be fetched again (decision 272) — at start, when the connection
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
      void refreshIfContentChanged(client, currentLang()).catch(() => undefined);
    };
    void restoreSavedData(client)
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

/** What every page shows of the offline state, in either layout (docs/product.md §10). */
export function OfflineUi() {
  const panelMounted = useOnceTrue(useOfflinePanelOpened());
  useKeepSavedDataCurrent();
  return (
    <>
      <OfflineBanner />
      <UpdatePrompt />
      <Suspense fallback={null}>{panelMounted ? <OfflinePanel /> : null}</Suspense>
    </>
  );
}
