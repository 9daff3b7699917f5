// Term highlighting (docs/product.md §5): case-insensitive, the term's special characters escaped.

export type HighlightPart = { text: string; match: boolean };

/** Escapes every RegExp metacharacter, so `a+b` or `(` is searched for literally. */
export function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/** Splits `text` into plain and matching parts; a blank term gives one plain part. */
export function highlightParts(text: string, term: string): HighlightPart[] {
  const needle = term.trim();
  if (!needle || !text) return text ? [{ text, match: false }] : [];
  const pattern = new RegExp(`(${escapeRegExp(needle)})`, 'gi');
  return text
    .split(pattern)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, match: part.toLowerCase() === needle.toLowerCase() }));
}
