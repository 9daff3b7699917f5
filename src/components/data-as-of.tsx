import { dateTimeFormat } from '@/lib/intl-formats';
import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useHydrated } from '../lib/use-hydrated';

type Props = {
  /** When the list shown was fetched; undefined while it is still on its way (the line's place is kept). */
  updatedAt: number | undefined;
  /** Text colour: dimmed on the page, a light grey on the offline banner's dark bar (contrast ≥ 4.5:1). */
  c?: string;
};

/** Any date with two-digit day and hour, as wide as most: the reserved line's text. */
const RESERVED_DATE = Date.UTC(2026, 10, 28, 12, 30);

/** "Data as of …": when the list shown was last fetched, so an offline visitor knows its age (decision 071). */
export function DataAsOf({ updatedAt, c = 'dimmed' }: Props) {
  const { i18n } = useLingui();
  // In the visitor's own time zone, which only the browser knows: the server's render keeps the line's
  // place and the browser fills it in right after hydrating (docs/decisions/113-first-screen.md).
  const hydrated = useHydrated();
  // A list still on its way (the finders read every entry after hydrating): the line's place is kept with a
  // date of the same width, hidden, so the filters below do not move down when it arrives (CLS).
  const pending = updatedAt === undefined;
  if (updatedAt === 0) return null;
  const date = new Date(updatedAt ?? RESERVED_DATE);
  const shown = hydrated && !pending;
  const time = dateTimeFormat(i18n.locale === 'en' ? 'en-GB' : 'id-ID', {
    dateStyle: 'medium',
    timeStyle: 'short',
    // Until hydrated, the line keeps its place with the same text in the distributor's own time zone, hidden:
    // as wide as the visitor's, so nothing beside or below it moves when it is filled in (CLS).
    timeZone: shown ? undefined : 'Asia/Jakarta',
  }).format(date);
  return (
    <Text
      size="sm"
      c={c}
      data-testid={pending ? undefined : 'data-as-of'}
      aria-hidden={shown ? undefined : true}
      style={shown ? undefined : { visibility: 'hidden' }}
    >
      <Trans>
        Data per <time dateTime={date.toISOString()}>{time}</time>
      </Trans>
    </Text>
  );
}
