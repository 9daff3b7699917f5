import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import type { OpeningHours } from '@/contract/hours';
import { dayException, localClock, openStatus, zoneOfProvince } from '@/contract/hours-terms';
import { useHolidays } from '@/api/get-holidays';
import { formatDay, formatMinute, shortDate, weekdayName, weekRuns } from '@/lib/format-hours';
import { useHydrated } from '@/lib/use-hydrated';
import { useNow } from '@/lib/use-now';

/** `compact`: the small type of a product page's store list. */
type Props = { hours: OpeningHours; provinceId: string | null | undefined; compact?: boolean };

/**
 * A store's hours on its card: open now and the next change in the store's own time zone ("Buka sekarang ·
 * tutup 21.00", "Tutup · buka Senin 09.00"), today's holiday or override, and the week. Computed on the
 * device from the saved data (src/contract/hours.ts), so it is right offline.
 */
export function OpeningHoursLines({ hours, provinceId, compact = false }: Props) {
  const { t, i18n } = useLingui();
  const holidays = useHolidays();
  const now = useNow();
  // The server's render states open now at the server's time (what a visitor without JavaScript reads); the
  // device's clock takes over once hydrated: a new element (key), since hydration keeps the server's text.
  const hydrated = useHydrated();
  const locale = i18n.locale;
  const zone = zoneOfProvince(provinceId);
  const status = openStatus(hours, zone, holidays, now);
  const change = status.change;
  const time = change ? formatMinute(change.minute, locale) : '';
  const day = change ? weekdayName(change.weekday, locale) : '';
  const date = change ? shortDate(change.date, locale) : '';

  let text: string;
  if (status.open) {
    if (!change) text = t`Buka 24 jam`;
    else if (change.daysAhead === 0) text = t`Buka sekarang · tutup ${time}`;
    else text = t`Buka sekarang · tutup ${day} ${time}`;
  } else if (!change) text = t`Tutup`;
  else if (change.daysAhead === 0) text = t`Tutup · buka ${time}`;
  else if (change.daysAhead === 1) text = t`Tutup · buka besok ${time}`;
  else if (change.daysAhead < 7) text = t`Tutup · buka ${day} ${time}`;
  else text = t`Tutup · buka ${day} ${date} ${time}`;

  const today = dayException(hours, holidays, localClock(zone, now).day);
  const week = weekRuns(hours)
    .map(([first, last, spec]) => {
      const days = first === last ? weekdayName(first, locale) : `${weekdayName(first, locale)}–${weekdayName(last, locale)}`;
      return `${days} ${formatDay(spec, locale) ?? t`tutup`}`;
    })
    .join(' · ');

  return (
    <>
      <Text
        key={hydrated ? 'device' : 'first'}
        suppressHydrationWarning
        size={compact ? 'xs' : 'sm'}
        fw={700}
        c={status.open ? 'teal.9' : 'red.9'}
        data-testid="open-status"
        data-open={status.open}
      >
        {text}
        {today?.label ? <Text span size={compact ? 'xs' : 'sm'} c="dimmed" fw={400}>{` (${today.label})`}</Text> : null}
      </Text>
      <Text size={compact ? 'xs' : 'sm'} c={compact ? 'dimmed' : undefined} data-testid="week-hours">
        {t`Jam buka (${zone}): ${week}`}
      </Text>
    </>
  );
}
