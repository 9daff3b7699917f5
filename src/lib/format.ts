// Whole rupiah with Indonesian grouping, a dot as thousands separator (docs/product.md §9): what
// `Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 })` writes, grouped here instead. The first
// NumberFormat of a page loads the locale's number data, ~14 ms on a fast machine and four times that on a
// phone, in whichever task first shows a price (docs/decisions/112-start-up-and-the-shell.md); the test
// checks this against Intl's own output.

/** Above this a number's digits are no longer exact (and `String` writes an exponent): Intl formats those. */
const EXACT = Number.MAX_SAFE_INTEGER;
let rupiahNumber: Intl.NumberFormat | undefined;

/** A whole, finite amount grouped in threes with dots, rounded half away from zero as Intl rounds. */
export function groupRupiah(amount: number): string {
  const whole = Math.round(Math.abs(amount));
  if (whole > EXACT) return (rupiahNumber ??= new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 })).format(amount);
  const negative = amount < 0 || Object.is(amount, -0);
  return `${negative ? '-' : ''}${String(whole).replace(/\B(?=(\d{3})+$)/g, '.')}`;
}

/** Rupiah with a dot as thousands separator; an empty value shows 0 (docs/product.md §9): `Rp 9.000.000`. */
export function formatRupiah(value: number | string | null | undefined): string {
  const amount = typeof value === 'string' ? Number(value.trim() || 0) : (value ?? 0);
  return `Rp ${groupRupiah(Number.isFinite(amount) ? amount : 0)}`;
}
