import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { StaffRole } from '@/contract/collections/fields';
import type { Database } from '../db/client';
import { staffRoleSecurity, staffSessions, staffUsers } from '../db/schema';

// Staff accounts and sessions (docs/decisions/250-staff-studio.md): apart from visitor accounts.

/** A staff session lasts one working day and a half; it does not slide (a shared office computer forgets it). */
export const STAFF_SESSION_HOURS = 12;

export type StaffRow = typeof staffUsers.$inferSelect;
/** The notification preference (docs/decisions/310) is the notifier's own, not part of the staff API. */
export type StaffMember = Omit<
  StaffRow,
  'password_hash' | 'notify' | 'digest_sent_at' | 'totp_secret' | 'totp_pending_secret' | 'totp_last_step'
> & { totp_enabled: boolean };
const memberColumns = {
  id: staffUsers.id,
  email: staffUsers.email,
  name: staffUsers.name,
  role: staffUsers.role,
  disabled: staffUsers.disabled,
  created_at: staffUsers.created_at,
  last_login_at: staffUsers.last_login_at,
  totp_enabled: sql<boolean>`${staffUsers.totp_secret} is not null`,
};

export async function findStaffByEmail(db: Database, email: string): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(staffUsers)
    .where(sql`lower(${staffUsers.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

export async function readStaff(db: Database, id: number): Promise<StaffMember | undefined> {
  const [row] = await db.select(memberColumns).from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
  return row;
}

export const listStaff = (db: Database): Promise<StaffMember[]> => db.select(memberColumns).from(staffUsers).orderBy(asc(staffUsers.id));

/** Creates a staff account; undefined when the e-mail is taken (case-insensitively). */
export async function insertStaff(
  db: Database,
  values: { email: string; name: string; role: StaffRole; passwordHash: string },
): Promise<StaffMember | undefined> {
  const [row] = await db
    .insert(staffUsers)
    .values({ email: values.email.trim(), name: values.name.trim(), role: values.role, password_hash: values.passwordHash })
    .onConflictDoNothing()
    .returning(memberColumns);
  return row;
}

export async function createStaffSession(db: Database, staffId: number, tokenHash: string, userAgent?: string): Promise<void> {
  await db.insert(staffSessions).values({
    token_hash: tokenHash,
    staff_id: staffId,
    expires_at: sql`now() + make_interval(hours => ${STAFF_SESSION_HOURS})`,
    user_agent: userAgent ? userAgent.replace(/\p{Cc}/gu, '').slice(0, 300) : null,
  });
  await db
    .update(staffUsers)
    .set({ last_login_at: sql`now()` })
    .where(eq(staffUsers.id, staffId));
  // Expired sessions of anyone are dropped now and then (a login is rare enough to pay for it).
  await db.delete(staffSessions).where(sql`${staffSessions.expires_at} < now()`);
}

export type StaffIdentity = {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  tokenHash: string;
  /** The role requires two-factor login and this member has none yet: the session may only enrol (docs/decisions/130). */
  mustEnrolTotp: boolean;
};

/**
 * True when the member's role requires two-factor login and they have not enrolled. Read with the session on every
 * request, so turning the requirement on (or TOTP off) limits live sessions at once, and enrolling lifts it.
 */
const mustEnrolTotp = sql<boolean>`(${staffUsers.totp_secret} is null and exists (select 1 from ${staffRoleSecurity} where ${staffRoleSecurity.role} = ${staffUsers.role} and ${staffRoleSecurity.require_totp}))`;

/** The live, enabled staff member of a session token hash. */
export async function findStaffSession(db: Database, tokenHash: string): Promise<StaffIdentity | undefined> {
  const [row] = await db
    .select({ id: staffUsers.id, email: staffUsers.email, name: staffUsers.name, role: staffUsers.role, mustEnrolTotp })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staff_id))
    .where(and(eq(staffSessions.token_hash, tokenHash), gt(staffSessions.expires_at, sql`now()`), eq(staffUsers.disabled, false)))
    .limit(1);
  if (!row) return undefined;
  // "Last seen" for the sessions list, written at most every five minutes (not on every request).
  await db
    .update(staffSessions)
    .set({ last_seen_at: sql`now()` })
    .where(and(eq(staffSessions.token_hash, tokenHash), sql`${staffSessions.last_seen_at} < now() - interval '5 minutes'`));
  return { ...row, mustEnrolTotp: Boolean(row.mustEnrolTotp), tokenHash };
}

export async function deleteStaffSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.token_hash, tokenHash));
}

export async function deleteStaffSessions(db: Database, staffId: number): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.staff_id, staffId));
}
