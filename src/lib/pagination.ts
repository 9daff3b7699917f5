// List paging of docs/product.md §9: 10 items per page, 5 page buttons, the first page is 1.
export const PAGE_SIZE = 10;
export const PAGE_BUTTONS = 5;

export function pageCount(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The page number clamped into 1…pageCount (a stale ?page= in the URL never shows an empty list). */
export function clampPage(page: number, total: number, size = PAGE_SIZE): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), pageCount(total, size));
}

/** Items of one page (desktop), or of pages 1…page together (the phone's "view more"). */
export function pageItems<T>(items: readonly T[], page: number, { cumulative = false, size = PAGE_SIZE } = {}): T[] {
  return items.slice(cumulative ? 0 : (page - 1) * size, page * size);
}

/** The page numbers on the buttons: at most `buttons`, the current page centred where possible. */
export function pageWindow(current: number, total: number, buttons = PAGE_BUTTONS): number[] {
  const count = Math.min(buttons, total);
  const start = Math.min(Math.max(1, current - Math.floor(count / 2)), total - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}
