// Search vocabulary shared by the server (PostgreSQL full-text stages, src/server/repositories/search.ts)
// and the device's offline index (src/offline/offline-search.ts), so both find the same things for the
// same words: a small synonym list and a light Indonesian stemmer (docs/decisions/140-search-and-reads-at-scale.md).

/** Words that mean the same gear; a query word that is one of them also matches the others. */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['mic', 'mikrofon', 'microphone', 'mikropon'],
  ['lampu', 'light', 'lighting'],
  ['stabilizer', 'gimbal'],
  ['kamera', 'camera'],
];

const synonymsOf = new Map<string, readonly string[]>();
for (const group of SYNONYM_GROUPS) for (const word of group) synonymsOf.set(word, group);

const PARTICLES = ['lah', 'kah', 'tah', 'pun'];
const POSSESSIVES = ['nya', 'ku', 'mu'];
const SUFFIXES = ['kan', 'an', 'i'];
// Longest first: "meng" before "me", "peng" before "pe".
const PREFIXES = ['meng', 'meny', 'mem', 'men', 'me', 'peng', 'peny', 'pem', 'pen', 'pe', 'ber', 'be', 'ter', 'per', 'di', 'ke', 'se'];
const MIN_STEM = 4;

const strip = (word: string, affixes: string[], at: 'end' | 'start') => {
  for (const a of affixes) {
    if (at === 'end' ? word.endsWith(a) : word.startsWith(a)) {
      const rest = at === 'end' ? word.slice(0, -a.length) : word.slice(a.length);
      if (rest.length >= MIN_STEM) return rest;
    }
  }
  return word;
};

/** One prefix, the first (longest) that starts the word; meN-/peN- give back the consonant they dropped. */
function stripPrefix(word: string): string {
  const prefix = PREFIXES.find((p) => word.startsWith(p));
  if (!prefix) return word;
  let rest = word.slice(prefix.length);
  const vowel = /^[aiueo]/.test(rest);
  // "memotret" → "potret", "menulis" → "tulis", "menyapu" → "sapu"; meng-/peng- before a vowel may or
  // may not have dropped a "k" ("mengirim", "mengambil"): left as is.
  if ((prefix === 'mem' || prefix === 'pem') && vowel) rest = `p${rest}`;
  else if ((prefix === 'men' || prefix === 'pen') && vowel) rest = `t${rest}`;
  else if (prefix === 'meny' || prefix === 'peny') rest = `s${rest}`;
  return rest.length >= MIN_STEM ? rest : word;
}

/**
 * A light Indonesian stemmer (after Nazief–Adriani, without a dictionary): particle, possessive and
 * derivational suffix, then one prefix, each only when at least four letters remain. "perekaman" →
 * "rekam", "pencahayaan" → "cahaya", "kameranya" → "kamera". Lower-case input; other words pass through.
 */
export function stemIndonesian(word: string): string {
  if (word.length <= MIN_STEM || !/^[a-z]+$/.test(word)) return word;
  let w = strip(word, PARTICLES, 'end');
  w = strip(w, POSSESSIVES, 'end');
  w = strip(w, SUFFIXES, 'end');
  w = stripPrefix(w);
  return w.length >= MIN_STEM ? w : word;
}

/** Lower-case, accent-free query words (letters and digits), at most eight: "MICRÓPHONE" → ["microphone"]. */
export function queryWords(term: string): string[] {
  return (
    term
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? []
  );
}

/** The forms one query word also matches: itself first, its stem, and its synonyms (with their stems). */
export function wordAlternatives(word: string): string[] {
  const forms = new Set([word]);
  const stem = stemIndonesian(word);
  forms.add(stem);
  for (const w of [word, stem]) for (const synonym of synonymsOf.get(w) ?? []) forms.add(synonym);
  return [...forms];
}

// The search's sizes: plain values, which the header's search uses without loading zod
// (docs/decisions/113-first-screen.md); search.ts's schemas bound the query with them.
export const SEARCH_SIZE = 21; // docs/product.md §9
export const SEARCH_SIZE_MAX = 50;
