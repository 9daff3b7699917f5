import { and, eq, isNull, sql } from 'drizzle-orm';
import { STAFF_ROLES, type StaffRole } from '@/contract/collections/fields';
import type { RoleSecurity } from '@/contract/studio/account';
import type { Database } from '@/server/db/client';
import { staffRoleSecurity, staffUsers } from '@/server/db/schema';
import { recordAudit } from '../audit';
import { StudioError } from '../errors';

// Two-factor login required per role (docs/decisions/130-accounts-and-sessions.md). The requirement is read with
// every session (src/server/studio/staff-repository.ts), so it holds at once for live sessions too.

export async function readRoleSecurity(db: Database): Promise<RoleSecurity[]> {
  const [required, missing] = await Promise.all([
    db.select({ role: staffRoleSecurity.role }).from(staffRoleSecurity).where(eq(staffRoleSecurity.require_totp, true)),
    db
      .select({ role: staffUsers.role, n: sql<number>`count(*)::int` })
      .from(staffUsers)
      .where(and(isNull(staffUsers.totp_secret), eq(staffUsers.disabled, false)))
      .groupBy(staffUsers.role),
  ]);
  const on = new Set(required.map((r) => r.role));
  return STAFF_ROLES.map((role) => ({
    role,
    require_totp: on.has(role),
    members_without_totp: missing.find((m) => m.role === role)?.n ?? 0,
  }));
}

export async function roleRequiresTotp(db: Database, role: StaffRole): Promise<boolean> {
  const [row] = await db.select({ on: staffRoleSecurity.require_totp }).from(staffRoleSecurity).where(eq(staffRoleSecurity.role, role));
  return row?.on ?? false;
}

/**
 * Sets the whole set of roles that require two-factor login, audited with the roles turned on and off. Refuses
 * (409) to require it of the admin role while the acting admin has none: they would lock themselves into enrolling.
 */
export async function saveRoleSecurity(
  db: Database,
  roles: readonly StaffRole[],
  actor: { staffId: number; requestId: string },
): Promise<void> {
  const wanted = new Set(roles);
  await db.transaction(async (tx) => {
    // One change at a time: two admins saving at once each see the other's result.
    await tx.execute(sql`select pg_advisory_xact_lock(7242253)`);
    const before = new Set(
      (await tx.select({ role: staffRoleSecurity.role }).from(staffRoleSecurity).where(eq(staffRoleSecurity.require_totp, true))).map(
        (r) => r.role,
      ),
    );
    if (wanted.has('admin') && !before.has('admin')) {
      const [me] = await tx.select({ totp: staffUsers.totp_secret }).from(staffUsers).where(eq(staffUsers.id, actor.staffId));
      if (!me?.totp) throw new StudioError(409, 'totp_self_first');
    }
    const turnedOn = STAFF_ROLES.filter((role) => wanted.has(role) && !before.has(role));
    const turnedOff = STAFF_ROLES.filter((role) => !wanted.has(role) && before.has(role));
    if (turnedOn.length === 0 && turnedOff.length === 0) return;
    for (const role of [...turnedOn, ...turnedOff]) {
      const require_totp = wanted.has(role);
      await tx
        .insert(staffRoleSecurity)
        .values({ role, require_totp, updated_by: actor.staffId })
        .onConflictDoUpdate({
          target: staffRoleSecurity.role,
          set: { require_totp, updated_by: actor.staffId, updated_at: sql`now()` },
        });
    }
    await recordAudit(tx, {
      staffId: actor.staffId,
      action: 'staff.require_totp',
      collection: 'staff',
      before: { require_totp: STAFF_ROLES.filter((role) => before.has(role)) },
      after: { require_totp: STAFF_ROLES.filter((role) => wanted.has(role)), turned_on: turnedOn, turned_off: turnedOff },
      requestId: actor.requestId,
    });
  });
}
