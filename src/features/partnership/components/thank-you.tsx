import { Trans } from '@lingui/react/macro';
import { Button, Container, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { ReceiptLine } from '@/components/receipt-line';
import { paths } from '@/config/paths';

/** The thank-you pages after a sent form; the reference comes in the navigation state when there is one. */
export function ThankYou({ children }: { children: ReactNode }) {
  const state: unknown = useLocation().state;
  const read = (key: string): unknown =>
    typeof state === 'object' && state !== null && key in state ? (state as Record<string, unknown>)[key] : undefined;
  const reference = typeof read('reference') === 'string' ? (read('reference') as string) : undefined;
  // The receipt number (docs/decisions/310); answers stored before it existed have only the reference.
  const receipt = typeof read('receipt') === 'string' ? (read('receipt') as string) : undefined;
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="xl" radius="md">
        <Stack gap="md" align="flex-start">
          <PageHeading>
            <Trans>Terima Kasih</Trans>
          </PageHeading>
          <Text>{children}</Text>
          {receipt ? (
            <ReceiptLine receipt={receipt} trackable={read('trackable') === true} />
          ) : reference ? (
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
