import { Trans } from '@lingui/react/macro';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useUpdateAvailable } from '@/offline/app-update';
import { applyUpdate } from '@/offline/register-service-worker';

/** "Versi baru tersedia" → reload into the new build (docs/product.md §10). */
export function UpdatePrompt() {
  const available = useUpdateAvailable();
  const [later, setLater] = useState(false);
  const [reloading, setReloading] = useState(false);
  if (!available || later) return null;
  return (
    <Paper
      role="alertdialog"
      aria-labelledby="update-prompt-title"
      data-testid="update-prompt"
      shadow="lg"
      radius="md"
      p="md"
      withBorder
      style={{ position: 'fixed', right: 12, bottom: 72, zIndex: 310, maxWidth: 340 }}
    >
      <Text fw={700} id="update-prompt-title">
        <Trans>Versi baru tersedia</Trans>
      </Text>
      <Text size="sm" c="dimmed" mt={4}>
        <Trans>Muat ulang untuk memakai versi terbaru situs ini.</Trans>
      </Text>
      <Group gap="xs" mt="sm" justify="flex-end">
        <Button variant="subtle" size="xs" onClick={() => setLater(true)}>
          <Trans>Nanti</Trans>
        </Button>
        <Button
          size="xs"
          loading={reloading}
          onClick={() => {
            setReloading(true);
            applyUpdate();
          }}
        >
          <Trans>Muat ulang</Trans>
        </Button>
      </Group>
    </Paper>
  );
}
