import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, type MantineBreakpoint } from '@mantine/core';
import { DownloadCloudIcon } from '../../components/icons';
import { openOfflinePanel } from '../../offline/offline-panel-store';

type Props = { variant: 'icon' | 'button'; visibleFrom?: MantineBreakpoint; onOpen?: () => void };

/** Opens "Simpan untuk offline": an icon in the header bar, a full button in menus and app views. */
export function OfflineMenuButton({ variant, visibleFrom, onOpen }: Props) {
  const { t } = useLingui();
  const open = () => {
    onOpen?.();
    openOfflinePanel();
  };
  if (variant === 'icon') {
    return (
      <ActionIcon variant="subtle" size="lg" aria-label={t`Simpan untuk offline`} onClick={open} visibleFrom={visibleFrom}>
        <DownloadCloudIcon />
      </ActionIcon>
    );
  }
  return (
    <Button variant="light" leftSection={<DownloadCloudIcon size={18} />} onClick={open} visibleFrom={visibleFrom}>
      <Trans>Simpan untuk offline</Trans>
    </Button>
  );
}
