import { numberFormat } from './intl-formats';

// Whole rupiah with Indonesian grouping, a dot as thousands separator (docs/product.md §9), as Intl writes it in
// id-ID whatever the page's language. One NumberFormat, made on the first price shown (its locale data loads then).

/** A whole amount grouped in threes with dots, rounded half away from zero: `Intl.NumberFormat('id-ID')`. */
export function groupRupiah(amount: number): string {
  return numberFormat('id-ID', { maximumFractionDigits: 0 }).format(amount);
}

/** Rupiah with a dot as thousands separator; an empty value shows 0 (docs/product.md §9): `Rp 9.000.000`. */
export function formatRupiah(value: number | string | null | undefined): string {
  const amount = typeof value === 'string' ? Number(value.trim() || 0) : (value ?? 0);
  return `Rp ${groupRupiah(Number.isFinite(amount) ? amount : 0)}`;
}
