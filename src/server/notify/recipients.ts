import { asc, eq, sql } from 'drizzle-orm';
import type { SubmissionKind } from '@/contract/forms';
import type { StaffRole } from '@/contract/collections/fields';
import { defaultNotifyMode, KIND_ROLES, NOTIFY_MODES, type NotifyMode } from '@/contract/studio/inbox';
import type { Database } from '../db/client';
import { staffUsers } from '../db/schema';

// Who is told about a new submission (docs/decisions/310-submissions-in-the-studio.md): the active staff of
// the role that handles its kind (src/contract/studio/inbox.ts KIND_ROLES). Administrators see every kind,
// so instant mails for all of them would be noise: their default is the daily digest. A kind that no
// active staff member handles goes to every administrator at once, so no submission reaches nobody.

export { NOTIFY_MODES, type NotifyMode };
export type StaffRecipient = { id: number; email: string; role: StaffRole; notify: NotifyMode | null };

/** A staff member's mode: their own choice, else the role's default. */
export const modeOf = (staff: Pick<StaffRecipient, 'role' | 'notify'>): NotifyMode => staff.notify ?? defaultNotifyMode(staff.role);

export function activeStaff(db: Database): Promise<StaffRecipient[]> {
  return db
    .select({ id: staffUsers.id, email: staffUsers.email, role: staffUsers.role, notify: staffUsers.notify })
    .from(staffUsers)
    .where(eq(staffUsers.disabled, false));
}

/** The staff to mail at once about a new submission of this kind. */
export function instantRecipients(staff: readonly StaffRecipient[], kind: SubmissionKind): StaffRecipient[] {
  const handlers = staff.filter((s) => KIND_ROLES[kind].includes(s.role));
  if (handlers.length === 0) return staff.filter((s) => s.role === 'admin' && modeOf(s) !== 'off');
  return staff.filter((s) => modeOf(s) === 'instant' && (handlers.includes(s) || s.role === 'admin'));
}

/** Sets a staff member's mode by e-mail (case-insensitive); null = back to the role's default. False: no such staff member. */
export async function setNotifyMode(db: Database, email: string, mode: NotifyMode | null): Promise<boolean> {
  const rows = await db
    .update(staffUsers)
    .set({ notify: mode })
    .where(sql`lower(${staffUsers.email}) = ${email.trim().toLowerCase()}`)
    .returning({ id: staffUsers.id });
  return rows.length > 0;
}

/** Every staff member with their mode as it applies (the command's list). */
export async function listNotifyModes(db: Database) {
  const rows = await db
    .select({ email: staffUsers.email, role: staffUsers.role, notify: staffUsers.notify, disabled: staffUsers.disabled })
    .from(staffUsers)
    .orderBy(asc(staffUsers.id));
  return rows.map((r) => ({ email: r.email, role: r.role, mode: modeOf(r), chosen: r.notify !== null, disabled: r.disabled }));
}
