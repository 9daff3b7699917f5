// Indonesian grouping (dot as thousands separator), whole rupiah (docs/product.md §9). Made on
// first need: the first NumberFormat of a page loads the locale's number data (~16 ms on a fast machine,
// four times that on a phone), which would otherwise sit in the shell's start-up task on every page,
// priced or not (decision 115).
let rupiahNumber: Intl.NumberFormat | undefined;
let preparing = false;

const rupiah = () => (rupiahNumber ??= new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }));

/**
 * Builds the formatter in a task of its own, soon: called as a priced view's code loads, so that the
 * locale data is not loaded inside the render that first shows a price, making that task ~16 ms longer.
 */
export function prepareRupiah(): void {
  if (rupiahNumber || preparing) return;
  preparing = true;
  setTimeout(rupiah, 0);
}

/** Rupiah with a dot as thousands separator; an empty value shows 0 (docs/product.md §9): `Rp 9.000.000`. */
export function formatRupiah(value: number | string | null | undefined): string {
  const amount = typeof value === 'string' ? Number(value.trim() || 0) : (value ?? 0);
  return `Rp ${rupiah().format(Number.isFinite(amount) ? amount : 0)}`;
}
