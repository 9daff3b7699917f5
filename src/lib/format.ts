/** Rupiah with a dot as thousands separator; an empty value shows 0 (spec §9). */
export function formatRupiah(value: number | null | undefined): string {
  const digits = String(Math.round(value ?? 0)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `Rp ${digits}`;
}
