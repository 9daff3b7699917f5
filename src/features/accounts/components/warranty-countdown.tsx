import '@mantine/core/styles/Badge.css';
import { Plural, Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { Badge, Group, Text } from '@mantine/core';
import type { WarrantyStatus } from '@/contract/accounts';
import type { Lang } from '@/contract/common';
import { formatDate } from '@/lib/format-date';
import { warrantyCountdown } from '../lib/warranty-countdown';

/** "My gear": the unit cover's last day and how many days remain, or that it has ended (counted on the server's date). */
export function WarrantyCountdown({ status }: { status: WarrantyStatus }) {
  const { i18n } = useLingui();
  const until = status.coverage.unit.until;
  const end = formatDate(`${until}T00:00:00Z`, i18n.locale as Lang, { dateStyle: 'long', timeZone: 'UTC' });
  const countdown = warrantyCountdown(until, status.as_of);
  if (countdown.state === 'unknown') return null;
  const days = countdown.days;
  return (
    <Group gap="xs" data-testid="warranty-countdown" data-state={countdown.state}>
      {countdown.state === 'running' ? (
        <>
          <Text size="sm" fw={600}>
            <Trans>Garansi unit sampai {end}</Trans>
          </Text>
          <Badge color={days <= 30 ? 'yellow.4' : 'teal.9'} variant="filled">
            {days === 0 ? <Trans>hari terakhir</Trans> : <Plural value={days} other="sisa # hari" />}
          </Badge>
        </>
      ) : (
        <>
          <Text size="sm" fw={600}>
            <Trans>Garansi unit berakhir {end}</Trans>
          </Text>
          <Badge color="red.9" variant="filled">
            <Trans>Garansi habis</Trans>
          </Badge>
        </>
      )}
    </Group>
  );
}
