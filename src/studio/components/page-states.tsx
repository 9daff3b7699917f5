import { Trans } from '@lingui/react/macro';
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StudioApiError } from '../lib/studio-api';

// Loading, empty and error states shared by the studio's pages.

export function PageLoader() {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader size="sm" />
      <Text ml="sm" c="dimmed">
        <Trans>Memuat…</Trans>
      </Text>
    </Center>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" ta="center" py="xl">
      {children}
    </Text>
  );
}

/** The server's message (already in the staff member's language), or a general one. */
export function ErrorText({ error }: { error: unknown }) {
  if (error instanceof StudioApiError && error.status === 0) return <Trans>Server tidak dapat dihubungi. Periksa koneksi Anda.</Trans>;
  if (error instanceof StudioApiError && error.status === 403)
    return <>{error.message || <Trans>Anda tidak berhak melakukan ini.</Trans>}</>;
  if (error instanceof StudioApiError && error.message) return <>{error.message}</>;
  return <Trans>Terjadi kesalahan. Coba lagi.</Trans>;
}

export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Alert color="red" title={<Trans>Gagal memuat</Trans>} role="alert">
      <Stack gap="xs">
        <Text size="sm">
          <ErrorText error={error} />
        </Text>
        {onRetry && (
          <Group>
            <Button size="xs" variant="light" color="red.9" onClick={onRetry}>
              <Trans>Coba lagi</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

export function RouteError() {
  const error = useRouteError();
  return (
    <Center p="xl">
      <LoadError
        error={isRouteErrorResponse(error) ? new StudioApiError(error.statusText, error.status) : error}
        onRetry={() => window.location.reload()}
      />
    </Center>
  );
}
