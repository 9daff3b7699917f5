import '@mantine/core/styles/Divider.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Divider, Modal, Stack, Title } from '@mantine/core';
import { closeOfflinePanel, useOfflinePanelOpened } from '@/offline/offline-panel-store';
import { InstallSection } from './install-section';
import { SaveSection } from './save-section';

/** The one panel for installing the app and saving its data for offline use. */
export function OfflinePanel() {
  const { t } = useLingui();
  const opened = useOfflinePanelOpened();
  return (
    <Modal opened={opened} onClose={closeOfflinePanel} title={t`Simpan untuk offline`} size="lg">
      <Stack gap="md">
        <SaveSection />
        <Divider />
        <Title order={3} size="h5">
          <Trans>Aplikasi</Trans>
        </Title>
        <InstallSection />
      </Stack>
    </Modal>
  );
}
