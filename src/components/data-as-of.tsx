import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';

type Props = { updatedAt: number };

/** "Data as of …": when the list shown was last fetched, so an offline visitor knows its age (decision 071). */
export function DataAsOf({ updatedAt }: Props) {
  const { i18n } = useLingui();
  if (!updatedAt) return null;
  const date = new Date(updatedAt);
  const time = new Intl.DateTimeFormat(i18n.locale === 'en' ? 'en-GB' : 'id-ID', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
  return (
    <Text size="sm" c="dimmed" data-testid="data-as-of">
      <Trans>
        Data per <time dateTime={date.toISOString()}>{time}</time>
      </Trans>
    </Text>
  );
}
