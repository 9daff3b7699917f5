import { createHash, createHmac, randomBytes } from 'node:crypto';

// The draw's randomness (docs/decisions/325-lottery-draws.md): a fresh 256-bit seed from the operating
// system's CSPRNG is recorded with the draw; every pick is then a pure function of (seed, pool):
// HMAC-SHA-256(seed, "denka-lottery:" + counter) blocks read as 48-bit integers, mapped to an index by
// rejection sampling (no modulo bias), picked without replacement from the pool sorted by code.
// Anyone holding the seed and the pool redoes the draw and gets the same winners in the same order.

export const newSeed = (): string => randomBytes(32).toString('hex');

const SEED = /^[0-9a-f]{64}$/;
const TWO_48 = 2 ** 48;

/** A stream of uniform integers in [0, n) from the seed. */
function* uniform(seedHex: string): Generator<number, never, number> {
  if (!SEED.test(seedHex)) throw new Error('lottery seed: 64 hex digits');
  const key = Buffer.from(seedHex, 'hex');
  let counter = 0;
  let n: number = yield 0;
  for (;;) {
    const block = createHmac('sha256', key).update(`denka-lottery:${counter++}`).digest();
    // Five 48-bit words per 32-byte block.
    for (let offset = 0; offset + 6 <= block.length; offset += 6) {
      const value = block.readUIntBE(offset, 6);
      const limit = TWO_48 - (TWO_48 % n);
      if (value < limit) n = yield value % n;
    }
  }
}

/** The pool in draw order: unique codes sorted by code units (never locale-dependent). */
export const sortedPool = (codes: readonly string[]): string[] => [...new Set(codes)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** sha256 of the sorted pool, one code per line: proves later that a redo used the same pool. */
export const poolDigest = (sorted: readonly string[]): string => createHash('sha256').update(sorted.join('\n')).digest('hex');

/** `count` distinct codes of the pool (at most its size), in pick order. Deterministic in (seed, pool). */
export function drawCodes(seedHex: string, pool: readonly string[], count: number): string[] {
  const remaining = sortedPool(pool);
  const picks: string[] = [];
  const stream = uniform(seedHex);
  stream.next();
  while (picks.length < count && remaining.length > 0) {
    const index = stream.next(remaining.length).value;
    picks.push(remaining.splice(index, 1)[0]!);
  }
  return picks;
}
