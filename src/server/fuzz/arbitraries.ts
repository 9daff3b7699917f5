import fc from 'fast-check';

// Hostile input for the fuzz tests (decision 150): random, oversized, wrong-typed, unicode and
// injection-shaped strings.

export const INJECTIONS = [
  "' OR '1'='1",
  '1; DROP TABLE products; --',
  "'); SELECT pg_sleep(5); --",
  '%',
  '_',
  '\\',
  '%00',
  '\u0000',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${jndi:ldap://x}',
  '../../../../etc/passwd',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '9999999999999999999999',
  '1e309',
  '2147483648',
  'true',
  'null',
  '[]',
  '{}',
  ' ',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '🎥📷'.repeat(50),
  'a'.repeat(5000),
] as const;

/** Text PostgreSQL cannot store: a NUL, lone high and lone low surrogates (lib/text-safety.ts). */
export const BAD_CHARS = ['\u0000', '\ud800', '\udbff', '\udc00', '\udfff'] as const;

/** A string with one bad character somewhere in it. */
export const badTextString: fc.Arbitrary<string> = fc
  .tuple(fc.string({ maxLength: 20 }), fc.constantFrom(...BAD_CHARS), fc.string({ maxLength: 20 }))
  .map(([before, bad, after]) => `${before}${bad}${after}`);

/** One hostile string. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  badTextString,
  fc.constantFrom(...INJECTIONS),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.string({ minLength: 1000, maxLength: 12_000, unit: 'grapheme-ascii' }),
);

/** A query value: a string, or the same parameter repeated (which arrives as an array). */
export const queryValue: fc.Arbitrary<string | string[]> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.array(hostileString, { minLength: 2, maxLength: 3 }) },
);

export function queryString(params: Record<string, string | string[]>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const v of Array.isArray(value) ? value : [value]) search.append(name, v);
  }
  const s = search.toString();
  return s ? `?${s}` : '';
}

/** Parameter names nobody declared, including prototype-pollution shapes. */
export const unknownParamName: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', '__proto__[x]', 'a[b]', 'toString', ''),
  fc.string({ minLength: 1, maxLength: 20 }),
);

/**
 * Path segments no route can take (plugins/input-limits.ts): a NUL, escapes that are not UTF-8 (overlong forms,
 * an encoded surrogate, a stray byte, a code point past U+10FFFF) and broken escapes, as raw URL text.
 */
export const BAD_PATH_SEGMENTS = [
  '%00',
  'a%00b',
  '%C0%AF',
  '%C0%80',
  '%E0%80%80',
  '%ED%A0%80',
  '%ED%B0%80',
  '%FF',
  '%F4%90%80%80',
  '%',
  '%zz',
  'a%2',
] as const;

/** JSON text nested `depth` levels deep (arrays, objects or both), with `inner` at the bottom. */
export function nestedJson(depth: number, shape: 'array' | 'object' | 'mixed', inner = '1'): string {
  let text = inner;
  for (let level = 0; level < depth; level++) {
    const object = shape === 'object' || (shape === 'mixed' && level % 2 === 1);
    text = object ? `{"a":${text}}` : `[${text}]`;
  }
  return text;
}

/** A body nested deeper than any body of ours may be (MAX_JSON_DEPTH), up to the size of the 1 MB body limit. */
export const deepJson: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 33, max: 100_000 }), fc.constantFrom('array', 'object', 'mixed') as fc.Arbitrary<'array' | 'object' | 'mixed'>)
  .map(([depth, shape]) => `{"name":${nestedJson(depth, shape, '"x"')}}`);
