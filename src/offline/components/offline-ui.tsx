import { lazy, Suspense } from 'react';
import { useOnceTrue } from '../../lib/use-once-true';
import { useOfflinePanelOpened } from '../offline-panel-store';
import { OfflineBanner } from './offline-banner';
import { UpdatePrompt } from './update-prompt';

// The panel (a Modal with the save and install sections) loads the first time it opens (issue #11).
const OfflinePanel = lazy(() => import('./offline-panel').then((m) => ({ default: m.OfflinePanel })));

/** What every page shows of the offline state, in either layout (issue #10 item 5). */
export function OfflineUi() {
  const panelMounted = useOnceTrue(useOfflinePanelOpened());
  return (
    <>
      <OfflineBanner />
      <UpdatePrompt />
      <Suspense fallback={null}>{panelMounted ? <OfflinePanel /> : null}</Suspense>
    </>
  );
}
