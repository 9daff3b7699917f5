// Text PostgreSQL cannot store (docs/decisions/150): a NUL character (never valid in a
// text value) and a lone UTF-16 surrogate (not a Unicode character; jsonb refuses its escape). Found in
// any string of a request body, it is a 400 with a field error — never a 500 from the database.

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isBadText = (value: string) => value.includes('\u0000') || LONE_SURROGATE.test(value);

/** A name safe to echo back: NULs and surrogates replaced by U+FFFD. */
export const safeName = (key: string) => key.replaceAll('\u0000', '\ufffd').replace(/[\ud800-\udfff]/g, '\ufffd');
const safeKey = safeName;

/** The paths ("a.b.0") of every string, and every key, in a JSON value that holds bad text. */
export function badTextPaths(value: unknown, path = '', out: string[] = [], depth = 0): string[] {
  if (out.length >= 50 || depth > 64) return out;
  if (typeof value === 'string') {
    if (isBadText(value)) out.push(path || '_');
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => badTextPaths(item, path ? `${path}.${i}` : String(i), out, depth + 1));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      const here = path ? `${path}.${safeKey(key)}` : safeKey(key);
      if (isBadText(key)) out.push(here);
      else badTextPaths(item, here, out, depth + 1);
    }
  }
  return out;
}
