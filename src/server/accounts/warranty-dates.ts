// The warranty date rules (decision 133). Dates are calendar dates (YYYY-MM-DD) in
// Asia/Jakarta: a purchase on 31 January is covered "1 month" until 28/29 February, and "today" is the
// Jakarta date, so a check at 06:00 WIB (23:00 UTC the day before) does not see yesterday.

export const WARRANTY_TIME_ZONE = 'Asia/Jakarta';
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(date: string): [number, number, number] {
  const match = ISO.exec(date);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const format = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** True for a real calendar date (no 31 April, no 29 February 2023). */
export function isCalendarDate(date: string): boolean {
  const match = ISO.exec(date);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return y >= 1900 && y <= 9999 && m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

/** Calendar months; a day past the target month's end becomes its last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = parts(date);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return format(year, month, Math.min(d, daysInMonth(year, month)));
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  const next = new Date(Date.UTC(y, m - 1, d + days));
  return format(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
}

/** The calendar date in Jakarta at this instant. */
export function jakartaDate(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: WARRANTY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export type WarrantyPolicyMonths = { unit_months: number; accessories_months: number; battery_months: number; replacement_days: number };

/** Cover ends on purchase + months and includes that day; the new-unit replacement likewise (day 14 still counts). */
export function warrantyDates(purchaseDate: string, policy: WarrantyPolicyMonths, today: string) {
  const cover = (months: number) => {
    const until = addMonths(purchaseDate, months);
    return { months, until, active: today >= purchaseDate && today <= until };
  };
  const replacementUntil = addDays(purchaseDate, policy.replacement_days);
  return {
    coverage: { unit: cover(policy.unit_months), accessories: cover(policy.accessories_months), battery: cover(policy.battery_months) },
    replacement: { days: policy.replacement_days, until: replacementUntil, open: today >= purchaseDate && today <= replacementUntil },
    as_of: today,
  };
}
