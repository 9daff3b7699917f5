import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import type { RefObject } from 'react';
import { useBlocker } from 'react-router';

/** Leaving the editor with unsaved changes asks first: in-app navigation by a dialog, closing the tab by the browser. */
/** `leaving` is set just before the editor itself navigates away after a save (a new entry's first save). */
export function UnsavedGuard({ dirty, leaving }: { dirty: boolean; leaving: RefObject<boolean> }) {
  const { t } = useLingui();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useWindowEvent('beforeunload', (event) => {
    if (dirty) event.preventDefault();
  });
  return (
    <Modal opened={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} title={t`Perubahan belum disimpan`}>
      <Text size="sm">
        <Trans>Anda punya perubahan yang belum disimpan. Tinggalkan halaman ini dan buang perubahan itu?</Trans>
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          <Trans>Tetap di sini</Trans>
        </Button>
        <Button color="red.9" onClick={() => blocker.proceed?.()}>
          <Trans>Tinggalkan</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
