// Reading list filters from the URL (docs/decisions/010-public-pages.md) without zod, which a page's first
// screen does not load (docs/decisions/113-first-screen.md): a value out of bounds is as if absent.

/** A whole number from `min` to `max` (as `Number()` reads the text), or undefined. */
export function intParam(text: string | null | undefined, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (text === null || text === undefined) return undefined;
  const value = Number(text);
  return Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

/** The text if it is one of `values`, else undefined. */
export function oneOfParam<T extends string>(values: readonly T[], text: string | null | undefined): T | undefined {
  return values.find((value) => value === text);
}
