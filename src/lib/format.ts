// Indonesian grouping (dot as thousands separator), whole rupiah (spec §9 "Currency display"). Made on
// first use: building it loads the locale's number data (~20 ms on a fast machine), which would otherwise
// sit inside the shell's start-up task on every page, priced or not (issue #11).
let rupiahNumber: Intl.NumberFormat | undefined;

/** Rupiah with a dot as thousands separator; an empty value shows 0 (spec §9): `Rp 9.000.000`. */
export function formatRupiah(value: number | string | null | undefined): string {
  const amount = typeof value === 'string' ? Number(value.trim() || 0) : (value ?? 0);
  rupiahNumber ??= new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
  return `Rp ${rupiahNumber.format(Number.isFinite(amount) ? amount : 0)}`;
}
