import { Plural, useLingui } from '@lingui/react/macro';
import { Badge, UnstyledButton } from '@mantine/core';
import { requestOutboxReplay, useOutboxStatus } from '../outbox';

/** Header badge while submissions wait in the outbox (issue #9); a click sends them now. */
export function OutboxIndicator() {
  const { t } = useLingui();
  const { pending, state } = useOutboxStatus();
  if (pending === 0) return null;
  return (
    <UnstyledButton onClick={requestOutboxReplay} aria-label={t`Kirim sekarang`} data-testid="outbox-indicator" title={t`Formulir menunggu dikirim`}>
      <Badge color={state === 'sending' ? 'blue' : 'yellow'} variant="filled" role="status">
        {state === 'sending' ? t`Mengirim…` : <Plural value={pending} one="# formulir menunggu" other="# formulir menunggu" />}
      </Badge>
    </UnstyledButton>
  );
}
