// "My gear" (docs/decisions/133-warranty-registration-subscriptions.md): how long a cover still runs. Both dates are
// calendar dates (YYYY-MM-DD) on the distributor's clock: `until` is the cover's last day (it still counts) and
// `asOf` the day the server computed the status for, so the page and the status table never disagree.

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

function utcDay(date: string): number | undefined {
  const match = ISO.exec(date);
  if (!match) return undefined;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // A date the calendar does not have (31 April) rolls over in Date.UTC: refuse it instead.
  return new Date(time).toISOString().slice(0, 10) === date ? time : undefined;
}

export type Countdown =
  /** `days` whole days after today (0: today is the last day). */
  | { state: 'running'; days: number }
  /** Ended `days` days ago (1: yesterday was the last day). */
  | { state: 'expired'; days: number }
  | { state: 'unknown' };

export function warrantyCountdown(until: string, asOf: string): Countdown {
  const end = utcDay(until);
  const today = utcDay(asOf);
  if (end === undefined || today === undefined) return { state: 'unknown' };
  const days = Math.round((end - today) / DAY_MS);
  return days >= 0 ? { state: 'running', days } : { state: 'expired', days: -days };
}
