import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginThrottle } from '../db/schema';

// Login backoff (issue #13, decision 132), durable in the database so every process behind a load
// balancer counts the same attempts. Keys are hashed ("email:<sha256>", "ip:<sha256>").

export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const MAX_BLOCK_MS = 24 * 60 * 60_000;
export type ThrottleRule = { maxFailures: number };

/** Seconds until the key may try again, or 0. */
export async function blockedFor(db: Database, key: string): Promise<number> {
  const [row] = await db.select({ until: loginThrottle.blocked_until }).from(loginThrottle).where(eq(loginThrottle.key, key));
  if (!row?.until) return 0;
  const ms = Date.parse(row.until) - Date.now();
  return ms > 0 ? Math.ceil(ms / 1000) : 0;
}

/**
 * Counts a failure. `maxFailures` failures within 15 minutes block the key for 15 minutes, doubling with
 * each further block (30, 60 … at most 24 h); a day without a block forgets the doubling.
 */
export async function recordFailure(db: Database, key: string, { maxFailures }: ThrottleRule): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(loginThrottle).values({ key }).onConflictDoNothing();
    const [row] = await tx.select().from(loginThrottle).where(eq(loginThrottle.key, key)).for('update');
    if (!row) return;
    const now = Date.now();
    const windowOver = now - Date.parse(row.window_started_at) > THROTTLE_WINDOW_MS;
    const quietDay = !row.blocked_until || now - Date.parse(row.blocked_until) > MAX_BLOCK_MS;
    const failures = windowOver ? 1 : row.failures + 1;
    const strikes = windowOver && quietDay ? 0 : row.strikes;
    if (failures >= maxFailures) {
      const blockMs = Math.min(THROTTLE_WINDOW_MS * 2 ** strikes, MAX_BLOCK_MS);
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
  });
}

/** A successful login clears the e-mail's count (not the address's: many people share one address). */
export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}
