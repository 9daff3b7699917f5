import { Trans } from '@lingui/react/macro';
import { Button, Container, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';

/** The thank-you pages after a sent form; the reference comes in the navigation state when there is one. */
export function ThankYou({ children }: { children: ReactNode }) {
  const state: unknown = useLocation().state;
  const reference = typeof state === 'object' && state !== null && 'reference' in state && typeof state.reference === 'string' ? state.reference : undefined;
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="xl" radius="md">
        <Stack gap="md" align="flex-start">
          <PageHeading>
            <Trans>Terima Kasih</Trans>
          </PageHeading>
          <Text>{children}</Text>
          {reference ? (
            <Text size="sm" c="dimmed">
              <Trans>Nomor referensi:</Trans> <strong>{reference.slice(0, 8).toUpperCase()}</strong>
            </Text>
          ) : null}
          <Button component={Link} to={paths.home.getHref()}>
            <Trans>Kembali ke beranda</Trans>
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
