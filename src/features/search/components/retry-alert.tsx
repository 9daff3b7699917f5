import { Trans } from '@lingui/react/macro';
import { Alert, Button } from '@mantine/core';
import type { ReactNode } from 'react';

/** A failed read with nothing cached to show: what happened and a retry. */
export function RetryAlert({ children, onRetry, retrying }: { children: ReactNode; onRetry: () => void; retrying: boolean }) {
  return (
    <Alert color="red" variant="light" role="alert" title={children}>
      <Button size="xs" variant="white" color="red" onClick={onRetry} loading={retrying}>
        <Trans>Coba lagi</Trans>
      </Button>
    </Alert>
  );
}
