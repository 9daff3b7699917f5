// The studio's date-time pickers show and pick Jakarta wall time (WIB, UTC+7 all year: Indonesia keeps no
// daylight saving time) whatever the browser's time zone. Mantine's pickers hold a wall time as text,
// 'YYYY-MM-DD HH:mm:ss', with no zone; read through the browser's zone (dayjs, new Date) it would be that
// zone's time under a "WIB" label (docs/decisions/250-staff-studio.md "Schedules").

/** Jakarta's offset from UTC, in milliseconds. */
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** An instant (ISO text or Date) → its Jakarta wall time as the pickers hold it; null for none or an unreadable time. */
export function toWibWallTime(instant: string | Date | null | undefined): string | null {
  if (instant === null || instant === undefined || instant === '') return null;
  const ms = (instant instanceof Date ? instant : new Date(instant)).getTime();
  if (Number.isNaN(ms)) return null;
  const wall = new Date(ms + WIB_OFFSET_MS); // read with the UTC getters: Jakarta's clock
  return `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`;
}

/** A picker's Jakarta wall time → the instant as ISO text with its offset (`2026-12-01T08:00:00+07:00`); null when unreadable. */
export function fromWibWallTime(wall: string | null | undefined): string | null {
  const m = wall ? WALL_TIME.exec(wall) : null;
  if (!m) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = m;
  const text = `${y}-${mo}-${d}T${h}:${mi}:${s}+07:00`;
  return Number.isNaN(new Date(text).getTime()) ? null : text;
}

/** The picker's Jakarta wall time `days` days and `hours` hours after now, or at a clock time on that day. */
export function wibWallTimeFrom(now: Date, change: { hours?: number; days?: number; at?: [hour: number, minute: number] }): string {
  const base = new Date(now.getTime() + (change.hours ?? 0) * 3_600_000 + (change.days ?? 0) * 86_400_000);
  const wall = toWibWallTime(base)!;
  if (!change.at) return `${wall.slice(0, 16)}:00`;
  return `${wall.slice(0, 10)} ${pad(change.at[0])}:${pad(change.at[1])}:00`;
}

/** The Jakarta weekday (0 = Sunday) of a picker's wall time. */
export const wibWeekday = (wall: string): number => new Date(`${wall.slice(0, 10)}T00:00:00Z`).getUTCDay();

/** Whether a picker's wall time lies after the instant `now`. */
export function isAfterNow(wall: string | null, now: Date = new Date()): boolean {
  const instant = fromWibWallTime(wall);
  return instant !== null && new Date(instant).getTime() > now.getTime();
}
