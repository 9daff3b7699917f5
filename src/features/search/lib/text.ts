import { escapeRegExp } from './highlight';

// Text cuts of the search results (docs/product.md §2, §5, §9).

export const ELLIPSIS = '…';
export const PRODUCT_DESCRIPTION_MAX = 60; // docs/product.md §9
export const DEALER_ADDRESS_MAX = 40; // docs/product.md §9
export const SNIPPET_CONTEXT = 100; // docs/product.md §9

/** Keeps the first `max` characters of `text`, marking a cut with an ellipsis. */
export function truncate(text: string | null | undefined, max: number): string {
  const value = (text ?? '').trim();
  if (value.length <= max) return value;
  return `${value.slice(0, max).trimEnd()}${ELLIPSIS}`;
}

/**
 * The part of `text` around the first match of `term`: up to `context` characters on each side,
 * with an ellipsis where the text was cut. Without a match, the start of the text.
 */
export function snippet(text: string | null | undefined, term: string, context = SNIPPET_CONTEXT): string {
  const value = (text ?? '').trim();
  const needle = term.trim();
  const found = needle ? value.search(new RegExp(escapeRegExp(needle), 'i')) : -1;
  const index = Math.max(found, 0);
  const length = found >= 0 ? needle.length : 0;
  const start = Math.max(0, index - context);
  const end = Math.min(value.length, index + length + context);
  const body = value.slice(start, end).trim();
  return `${start > 0 ? ELLIPSIS : ''}${body}${end < value.length ? ELLIPSIS : ''}`;
}
