// Latency figures and deterministic request plans for the sequential benchmarks (bench/dealers.mjs).

/** The p-th percentile of ascending `sorted` (nearest rank: the smallest value with p % at or below it). */
export function percentile(sorted, p) {
  if (sorted.length === 0) throw new Error('no samples');
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** p50, p95, worst and count of the durations (ms), in any order. */
export function summarize(durations) {
  const sorted = [...durations].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted[sorted.length - 1] };
}

/** Seeded PRNG (mulberry32, as src/server/seed/content/prng.ts): the same plan on every run and database. */
export function createRng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` (product, origin) pairs: every product once before any comes again (in a shuffled order), each with
 * an origin drawn from `origins` and moved by up to `spreadDeg` in latitude and longitude, rounded to 4 places
 * as a phone's position would be sent.
 */
export function requestPlan({ products, origins, count, seed = 36, spreadDeg = 0.1 }) {
  if (products.length === 0 || origins.length === 0) throw new Error('a plan needs products and origins');
  const next = createRng(seed);
  const round = (deg) => Math.round(deg * 1e4) / 1e4;
  const plan = [];
  let deck = [];
  while (plan.length < count) {
    if (deck.length === 0) {
      deck = [...products];
      for (let i = deck.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [deck[i], deck[j]] = [deck[j], deck[i]];
      }
    }
    const origin = origins[Math.floor(next() * origins.length)];
    plan.push({
      product: deck.pop(),
      lat: round(origin.lat + (next() * 2 - 1) * spreadDeg),
      lng: round(origin.lng + (next() * 2 - 1) * spreadDeg),
    });
  }
  return plan;
}
