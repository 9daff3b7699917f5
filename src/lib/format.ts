// Indonesian grouping (dot as thousands separator), whole rupiah (spec §9 "Currency display").
const rupiahNumber = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/** Rupiah with a dot as thousands separator; an empty value shows 0 (spec §9): `Rp 9.000.000`. */
export function formatRupiah(value: number | string | null | undefined): string {
  const amount = typeof value === 'string' ? Number(value.trim() || 0) : (value ?? 0);
  return `Rp ${rupiahNumber.format(Number.isFinite(amount) ? amount : 0)}`;
}
