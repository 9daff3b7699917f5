import type { Holiday, OpeningHours } from './hours';
import { isOpenAt, zoneOfProvince } from './hours-terms';
import type { StockState } from './dealers';

// Who carries a product, computed the same way on the server and on the device (docs/decisions/025-dealer-finders.md):
// a stated stock older than the bound is unknown, never "ada"; the nearest carriers are ordered open now first.

const DAY_MS = 86_400_000;

/** Days a stated stock is believed unless the server is configured otherwise (STOCK_STALE_DAYS). */
export const DEFAULT_STOCK_STALE_DAYS = 14;

/** The stock state to show: null when none was given, or when `as_of` is more than `staleDays` before `now`. */
export function stockShown(stock: StockState | null, asOf: string, staleDays: number, now: number): StockState | null {
  if (stock === null) return null;
  const at = Date.parse(asOf);
  if (!Number.isFinite(at) || now - at > staleDays * DAY_MS) return null;
  return stock;
}

type Candidate = { hours: OpeningHours | null; province: { id: string } | null; distance_km: number };

/**
 * Candidates (nearest first) → those open now first, each group nearest first; the first `count`. Open now in
 * each store's own zone, from its hours and the holiday calendar (a store without hours counts as closed).
 */
export function nearestOpenFirst<T extends Candidate>(candidates: readonly T[], holidays: readonly Holiday[], now: number, count = 3) {
  const withOpen = candidates.map((c) => ({
    ...c,
    open: c.hours ? isOpenAt(c.hours, zoneOfProvince(c.province?.id), holidays, now) : false,
  }));
  return withOpen.sort((a, b) => Number(b.open) - Number(a.open) || a.distance_km - b.distance_km).slice(0, count);
}
