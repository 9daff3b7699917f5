import { Trans } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import { promptInstall, useInstallState } from '@/offline/install-prompt';

/** The install button (Chromium), "Add to Home Screen" steps (iOS Safari), or nothing once installed. */
export function InstallSection() {
  const install = useInstallState();
  if (install.installed) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>Aplikasi Denka sudah terpasang di perangkat ini.</Trans>
      </Text>
    );
  }
  if (install.canPrompt) {
    return (
      <Stack gap={4} align="flex-start">
        <Text size="sm">
          <Trans>Pasang Denka di layar utama: terbuka seketika, juga tanpa sinyal.</Trans>
        </Text>
        <Button variant="light" onClick={() => void promptInstall()}>
          <Trans>Pasang aplikasi</Trans>
        </Button>
      </Stack>
    );
  }
  if (install.ios) {
    return (
      <Text size="sm" data-testid="ios-install-hint">
        <Trans>Pasang di iPhone atau iPad: ketuk tombol Bagikan di Safari, lalu pilih “Tambah ke Layar Utama”.</Trans>
      </Text>
    );
  }
  return null;
}

/** A compact install button for the header: only while the browser offers installation. */
export function InstallButton() {
  const install = useInstallState();
  if (!install.canPrompt || install.installed) return null;
  return (
    <Button size="compact-sm" variant="light" onClick={() => void promptInstall()}>
      <Trans>Pasang aplikasi</Trans>
    </Button>
  );
}
