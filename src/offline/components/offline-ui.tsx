import { OfflineBanner } from './offline-banner';
import { OfflinePanel } from './offline-panel';
import { UpdatePrompt } from './update-prompt';

/** What every page shows of the offline state, in either layout (issue #10 item 5). */
export function OfflineUi() {
  return (
    <>
      <OfflineBanner />
      <UpdatePrompt />
      <OfflinePanel />
    </>
  );
}
