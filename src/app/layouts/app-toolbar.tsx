import { Group } from '@mantine/core';
import { InstallButton } from '../offline/install-section';
import { OfflineMenuButton } from '../offline/offline-menu-button';

/** The app-layout views have no site header: staff reach "Simpan untuk offline" here (decision 101). */
export function AppToolbar() {
  return (
    <Group justify="flex-end" gap="xs" px="sm" pt="xs">
      <InstallButton />
      <OfflineMenuButton />
    </Group>
  );
}
