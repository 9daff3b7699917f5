import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginThrottle } from '../db/schema';

// Login backoff and account-creation limits (decision 130), durable in the database so every
// process behind a load balancer counts the same attempts. Keys are hashed ("email:<sha256>", "ip:…",
// "pair:…", "known:…", "register:…").
//
// An attempt is TAKEN from the allowance before the password is checked, under a row lock: parallel
// guesses queue on the row, and once the allowance is used up every further one is refused — however
// many arrive at once (31 parallel guesses get at most `maxFailures` answers). A right password gives its
// attempt back.

export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const MAX_BLOCK_MS = 24 * 60 * 60_000;
/** A successful login from an address makes it known to the account for this long (decision 130). */
export const KNOWN_ADDRESS_MS = 90 * 24 * 60 * 60_000;

export type ThrottleRule = {
  maxFailures: number;
  /** The counting window (default 15 minutes). */
  windowMs?: number;
  /** A fixed block instead of the doubling one (15, 30, 60 … at most 24 h). */
  fixedBlockMs?: number;
};

/** Seconds until the key may try again, or 0 (a read: the decision is takeAttempt's). */
export async function blockedFor(db: Database, key: string): Promise<number> {
  const [row] = await db.select({ until: loginThrottle.blocked_until }).from(loginThrottle).where(eq(loginThrottle.key, key));
  if (!row?.until) return 0;
  const ms = Date.parse(row.until) - Date.now();
  return ms > 0 ? Math.ceil(ms / 1000) : 0;
}

/**
 * Takes one attempt from the key's allowance, atomically. Returns the seconds to wait when refused, else 0
 * (the attempt is counted). `maxFailures` attempts within the window block the key; the block doubles with
 * each further one unless the rule fixes it; a day without a block forgets the doubling.
 */
export async function takeAttempt(db: Database, key: string, rule: ThrottleRule): Promise<number> {
  const windowMs = rule.windowMs ?? THROTTLE_WINDOW_MS;
  return db.transaction(async (tx) => {
    await tx.insert(loginThrottle).values({ key }).onConflictDoNothing();
    const [row] = await tx.select().from(loginThrottle).where(eq(loginThrottle.key, key)).for('update');
    if (!row) return 0;
    const now = Date.now();
    const until = row.blocked_until ? Date.parse(row.blocked_until) : 0;
    if (until > now) return Math.ceil((until - now) / 1000);
    const windowOver = now - Date.parse(row.window_started_at) > windowMs;
    const quietDay = !row.blocked_until || now - until > MAX_BLOCK_MS;
    const failures = windowOver ? 1 : row.failures + 1;
    const strikes = windowOver && quietDay ? 0 : row.strikes;
    if (failures >= rule.maxFailures) {
      const blockMs = rule.fixedBlockMs ?? Math.min(windowMs * 2 ** strikes, MAX_BLOCK_MS);
      await tx
        .update(loginThrottle)
        .set({ failures: 0, window_started_at: sql`now()`, blocked_until: new Date(now + blockMs).toISOString(), strikes: strikes + 1 })
        .where(eq(loginThrottle.key, key));
    } else {
      await tx
        .update(loginThrottle)
        .set({ failures, strikes, ...(windowOver ? { window_started_at: sql`now()` } : {}) })
        .where(eq(loginThrottle.key, key));
    }
    return 0;
  });
}

/** Gives back an attempt that turned out right (a shared address keeps the others' failures). */
export async function giveBackAttempt(db: Database, key: string): Promise<void> {
  await db
    .update(loginThrottle)
    .set({ failures: sql`${loginThrottle.failures} - 1` })
    .where(and(eq(loginThrottle.key, key), gt(loginThrottle.failures, 0)));
}

/** Forgets a key's count and block (the account+address pair after a right password). */
export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

/** Remembers that this address logged in to this account (the key names both). */
export async function rememberAddress(db: Database, key: string): Promise<void> {
  await db
    .insert(loginThrottle)
    .values({ key })
    .onConflictDoUpdate({ target: loginThrottle.key, set: { window_started_at: sql`now()` } });
}

/** Whether this address logged in to this account within KNOWN_ADDRESS_MS. */
export async function isKnownAddress(db: Database, key: string): Promise<boolean> {
  const since = new Date(Date.now() - KNOWN_ADDRESS_MS).toISOString();
  const rows = await db
    .select({ key: loginThrottle.key })
    .from(loginThrottle)
    .where(and(eq(loginThrottle.key, key), gt(loginThrottle.window_started_at, since)))
    .limit(1);
  return rows.length > 0;
}
