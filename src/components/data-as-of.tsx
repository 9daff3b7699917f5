import { formats } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useHydrated } from '../lib/use-hydrated';

type Props = {
  updatedAt: number;
  /** Text colour: dimmed on the page, a light grey on the offline banner's dark bar (contrast ≥ 4.5:1). */
  c?: string;
};

/** "Data as of …": when the list shown was last fetched, so an offline visitor knows its age (decision 071). */
export function DataAsOf({ updatedAt, c = 'dimmed' }: Props) {
  const { i18n } = useLingui();
  // In the visitor's own time zone, which only the browser knows: the server's render keeps the line's
  // place and the browser fills it in right after hydrating (docs/decisions/113-first-screen.md).
  const hydrated = useHydrated();
  if (!updatedAt) return null;
  const date = new Date(updatedAt);
  const time = formats.date(i18n.locale === 'en' ? 'en-GB' : 'id-ID', date, {
    dateStyle: 'medium',
    timeStyle: 'short',
    // Until hydrated, the line keeps its place with the same text in the distributor's own time zone, hidden:
    // as wide as the visitor's, so nothing beside or below it moves when it is filled in (CLS).
    timeZone: hydrated ? undefined : 'Asia/Jakarta',
  });
  return (
    <Text
      size="sm"
      c={c}
      data-testid="data-as-of"
      aria-hidden={hydrated ? undefined : true}
      style={hydrated ? undefined : { visibility: 'hidden' }}
    >
      <Trans>
        Data per <time dateTime={date.toISOString()}>{time}</time>
      </Trans>
    </Text>
  );
}
