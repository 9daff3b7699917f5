import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { StaffSessionSummary } from '@/contract/studio/account';
import type { Database } from '../../db/client';
import { staffPasswordResets, staffSessions, staffUsers } from '../../db/schema';

// Password-reset tokens and the sessions list of the account module (docs/decisions/130-accounts-and-sessions.md).

/** A reset link works this long, and once. */
export const RESET_TOKEN_MINUTES = 30;

/** A new reset token for the staff member; earlier unused ones stop working (only the newest mail counts). */
export async function createResetToken(db: Database, staffId: number, tokenHash: string): Promise<void> {
  await db.delete(staffPasswordResets).where(eq(staffPasswordResets.staff_id, staffId));
  await db.insert(staffPasswordResets).values({
    token_hash: tokenHash,
    staff_id: staffId,
    expires_at: sql`now() + make_interval(mins => ${RESET_TOKEN_MINUTES})`,
  });
}

/** The enabled staff member of a live, unused token (a read: using it up is consumeResetToken's). */
export async function findResetToken(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ id: staffUsers.id, email: staffUsers.email, name: staffUsers.name })
    .from(staffPasswordResets)
    .innerJoin(staffUsers, eq(staffUsers.id, staffPasswordResets.staff_id))
    .where(
      and(
        eq(staffPasswordResets.token_hash, tokenHash),
        isNull(staffPasswordResets.used_at),
        gt(staffPasswordResets.expires_at, sql`now()`),
        eq(staffUsers.disabled, false),
      ),
    )
    .limit(1);
  return row;
}

/** Uses the token up atomically: of parallel requests with one token, one gets the staff id. */
export async function consumeResetToken(db: Database, tokenHash: string): Promise<number | undefined> {
  const [row] = await db
    .update(staffPasswordResets)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(staffPasswordResets.token_hash, tokenHash),
        isNull(staffPasswordResets.used_at),
        gt(staffPasswordResets.expires_at, sql`now()`),
      ),
    )
    .returning({ staff_id: staffPasswordResets.staff_id });
  return row?.staff_id;
}

/** The short public id of a session: the first 16 hex digits of its token's hash. */
export const sessionId = (tokenHash: string) => tokenHash.slice(0, 16);

/** "Chrome · Android" from a User-Agent (enough to recognise one's devices; no parser library needed). */
export function agentSummary(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\//.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /SamsungBrowser\//.test(userAgent)
          ? 'Samsung Internet'
          : /Chrom(e|ium)\//.test(userAgent)
            ? 'Chrome'
            : /Safari\//.test(userAgent)
              ? 'Safari'
              : undefined;
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /CrOS/.test(userAgent)
            ? 'ChromeOS'
            : /Linux/.test(userAgent)
              ? 'Linux'
              : undefined;
  const parts = [browser, system].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : userAgent.slice(0, 60);
}

/** The live sessions of a staff member, newest first; `currentHash` marks the caller's own. */
export async function listSessions(db: Database, staffId: number, currentHash?: string): Promise<StaffSessionSummary[]> {
  const rows = await db
    .select()
    .from(staffSessions)
    .where(and(eq(staffSessions.staff_id, staffId), gt(staffSessions.expires_at, sql`now()`)))
    .orderBy(desc(staffSessions.last_seen_at));
  return rows.map((row) => ({
    id: sessionId(row.token_hash),
    created_at: new Date(row.created_at).toISOString(),
    last_seen_at: new Date(row.last_seen_at).toISOString(),
    expires_at: new Date(row.expires_at).toISOString(),
    agent: agentSummary(row.user_agent),
    current: row.token_hash === currentHash,
  }));
}

/** Ends one session of the staff member by its public id; the number ended (0 or 1). */
export async function revokeSession(db: Database, staffId: number, sid: string): Promise<number> {
  const gone = await db
    .delete(staffSessions)
    .where(and(eq(staffSessions.staff_id, staffId), sql`left(${staffSessions.token_hash}, 16) = ${sid}`))
    .returning({ staff_id: staffSessions.staff_id });
  return gone.length;
}
