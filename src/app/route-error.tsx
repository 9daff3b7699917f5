import { Trans } from '@lingui/react/macro';
import { Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router';
import { isChunkLoadError, isReloadPending, reloadOnce } from '../lib/preload-recovery';

type RecoveryState = 'reloading' | 'chunk-failed' | 'crashed';

function recoveryState(error: unknown): RecoveryState {
  if (isReloadPending()) return 'reloading';
  if (!isChunkLoadError(error)) return 'crashed';
  return reloadOnce() ? 'reloading' : 'chunk-failed';
}

/** Never a blank page: a failed page load reloads once, then offers a retry (docs/product.md §2.1). */
export function RouteError() {
  const error = useRouteError();
  // Decided once per error: starting a reload is a side effect, not something to repeat on render.
  const [state] = useState(() => recoveryState(error));
  useEffect(() => {
    if (state !== 'reloading') console.error('[route] failed to render:', error);
  }, [state, error]);

  if (state === 'reloading') {
    return (
      <Container py="xl" role="status">
        <Stack align="center">
          <Loader aria-hidden="true" />
          <Text>
            <Trans>Memuat versi terbaru situs...</Trans>
          </Text>
        </Stack>
      </Container>
    );
  }
  return (
    <Container py="xl">
      <Stack align="flex-start" gap="md" role="alert">
        <Title order={1}>
          {state === 'chunk-failed' ? <Trans>Halaman gagal dimuat</Trans> : <Trans>Terjadi kesalahan</Trans>}
        </Title>
        <Text>
          {state === 'chunk-failed' ? (
            <Trans>Sebagian file halaman ini tidak dapat dimuat. Periksa koneksi Anda, lalu coba lagi.</Trans>
          ) : (
            <Trans>Maaf, halaman ini tidak dapat ditampilkan. Silakan coba lagi.</Trans>
          )}
        </Text>
        <Button onClick={() => window.location.reload()}>
          <Trans>Coba lagi</Trans>
        </Button>
      </Stack>
    </Container>
  );
}
