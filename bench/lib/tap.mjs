// Pure helpers of bench/tap.mjs (tested in tap.test.mjs).

/** The median of a list of numbers (the lower middle one of an even count), undefined for none. */
export function median(values) {
  if (!values.length) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * The scripts a visit had received by `at` (epoch ms): each distinct script URL whose response finished by then,
 * counted once, with its gzip size from `sizeOf(url)` (undefined: not one of the build's files, left out).
 * Returns `{ bytes, files }`.
 */
export function scriptBytesBefore(finished, at, sizeOf) {
  const seen = new Set();
  let bytes = 0;
  for (const { url, end } of finished) {
    if (end > at || seen.has(url)) continue;
    const size = sizeOf(url);
    if (size === undefined) continue;
    seen.add(url);
    bytes += size;
  }
  return { bytes, files: seen.size };
}

/** "1.23 s" from milliseconds; "—" for none (a control that never answered). */
export const seconds = (ms) => (ms === undefined ? '—' : `${(ms / 1000).toFixed(2)} s`);

/** "met" or "**not met**" for a median against a target (a missing median is not met). */
export const verdict = (value, target) => (value !== undefined && value <= target ? 'met' : '**not met**');
