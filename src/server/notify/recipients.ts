import { eq } from 'drizzle-orm';
import type { SubmissionKind } from '../../contract/forms';
import type { StaffRole } from '../../contract/studio/collections';
import { KIND_ROLES } from '../../contract/studio/inbox';
import type { Database } from '../db/client';
import { staffUsers } from '../db/schema';

// Who is told about a new submission (docs/decisions/331-notifications-by-mail.md): the active staff of
// the role that handles its kind (src/contract/studio/inbox.ts KIND_ROLES). Administrators see every kind,
// so instant mails for all of them would be noise: their default is the daily digest. A kind that no
// active staff member handles goes to every administrator at once, so no submission reaches nobody.

export type NotifyMode = 'instant' | 'digest' | 'off';
export type StaffRecipient = { id: number; email: string; role: StaffRole; notify: NotifyMode | null };

/** A staff member's mode: their own choice, else the role's default. */
export const modeOf = (staff: Pick<StaffRecipient, 'role' | 'notify'>): NotifyMode => staff.notify ?? (staff.role === 'admin' ? 'digest' : 'instant');

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
