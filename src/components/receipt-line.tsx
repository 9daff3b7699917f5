import { Trans } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../config/paths';

/**
 * A submission's receipt number on its thank-you page or success notice (docs/decisions/310), with the
 * status page's link where the kind can be tracked (job applications, warranty and service claims).
 */
export function ReceiptLine({ receipt, trackable = false }: { receipt: string | undefined; trackable?: boolean }) {
  if (!receipt) return null;
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">
        <Trans>Nomor referensi:</Trans>{' '}
        <strong data-testid="receipt" style={{ fontFamily: 'monospace', fontSize: '1.1em', letterSpacing: '0.04em', whiteSpace: 'nowrap' }}>
          {receipt}
        </strong>
      </Text>
      {trackable ? (
        <Button component={Link} to={`${paths.cekStatus.getHref()}?ref=${encodeURIComponent(receipt)}`} variant="light" size="xs">
          <Trans>Cek status</Trans>
        </Button>
      ) : null}
    </Stack>
  );
}
