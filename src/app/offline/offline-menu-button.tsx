import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { DownloadCloudIcon } from '@/components/icons';
import { openOfflinePanel } from '@/offline/offline-panel-store';

type Props = { onOpen?: () => void };

/**
 * Opens "Simpan untuk offline": a full button in the menus and app views (the header bar has its icon,
 * src/app/offline/offline-menu-icon.tsx, so this Button is not part of the shell).
 */
export function OfflineMenuButton({ onOpen }: Props) {
  const open = () => {
    onOpen?.();
    openOfflinePanel();
  };
  return (
    <Button variant="light" leftSection={<DownloadCloudIcon size={18} />} onClick={open}>
      <Trans>Simpan untuk offline</Trans>
    </Button>
  );
}
