import { useLingui } from '@lingui/react/macro';
import { UnstyledButton, type MantineBreakpoint } from '@mantine/core';
import { subtleIconButton } from '@/components/icon-button';
import { DownloadCloudIcon } from '@/components/icons';
import { openOfflinePanel } from '@/offline/offline-panel-store';

/** Opens "Simpan untuk offline" from the header bar (menus and app views have OfflineMenuButton). */
export function OfflineMenuIcon({ visibleFrom }: { visibleFrom?: MantineBreakpoint }) {
  const { t } = useLingui();
  return (
    <UnstyledButton className={subtleIconButton} aria-label={t`Simpan untuk offline`} onClick={openOfflinePanel} visibleFrom={visibleFrom}>
      <DownloadCloudIcon />
    </UnstyledButton>
  );
}
