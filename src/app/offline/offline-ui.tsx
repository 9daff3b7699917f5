import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { currentLang } from '../../lib/i18n';
import { useOnceTrue } from '../../lib/use-once-true';
import { whenIdle } from '../../lib/when-idle';
import { useOfflinePanelOpened } from '../../offline/offline-panel-store';
import { resaveAfterUpdate } from '../../offline/save-for-offline';
import { OfflineBanner } from './offline-banner';
import { UpdatePrompt } from './update-prompt';

// The panel (a Modal with the save and install sections) loads the first time it opens (docs/product.md §2.1).
const OfflinePanel = lazy(() => import('./offline-panel').then((m) => ({ default: m.OfflinePanel })));

/** What every page shows of the offline state, in either layout (docs/product.md §10). */
export function OfflineUi() {
  const panelMounted = useOnceTrue(useOfflinePanelOpened());
  const client = useQueryClient();
  // Saved data outlives an update: a save from an older build is redone in the background (decision 193).
  useEffect(() => whenIdle(() => void resaveAfterUpdate(client, currentLang()).catch(() => undefined)), [client]);
  return (
    <>
      <OfflineBanner />
      <UpdatePrompt />
      <Suspense fallback={null}>{panelMounted ? <OfflinePanel /> : null}</Suspense>
    </>
  );
}
