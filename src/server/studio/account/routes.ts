import { createHash } from 'node:crypto';
import { studioReplies } from '../replies';
import { eq } from 'drizzle-orm';
import * as endpoints from '@/contract/endpoints/studio-account';
import { isSameOrigin } from '@/server/accounts/csrf';
import { hashPassword, verifyPassword } from '@/server/accounts/password';
import { isGuessable, ownWords } from '@/server/accounts/password-strength';
import { hashToken, newSessionToken } from '@/server/accounts/session-token';
import type { Database } from '@/server/db/client';
import { staffRecoveryCodes, staffUsers } from '@/server/db/schema';
import { errorForLog } from '@/server/lib/log';
import { requestLang } from '@/server/lib/request-lang';
import { giveBackAttempt, takeAttempt, type ThrottleRule } from '@/server/repositories/accounts-throttle';
import { registerEndpoint } from '@/server/routes/endpoint-route';
import type { App } from '@/server/types';
import { recordAudit } from '../audit';
import { StudioError } from '../errors';
import { clearStaffCookie, staffOf, staffOnly } from '../guard';
import { studioMessage } from '../messages';
import { deleteStaffSessions, findStaffByEmail, readStaff } from '../staff-repository';
import { accountErrors, accountSecurityMessage, resetMail } from './messages';
import { consumeResetToken, createResetToken, findResetToken, listSessions, revokeSession } from './repository';
import { readRoleSecurity, roleRequiresTotp, saveRoleSecurity } from './role-security';
import { newTotpSecret, openSecret, recoveryCodesLeft, replaceRecoveryCodes, sealSecret, totpStep, totpUri } from './totp';

// A staff member's own account security (src/contract/endpoints/studio-account.ts;
// docs/decisions/130-accounts-and-sessions.md): password reset by e-mail, TOTP enrolment, the sessions list.
// The reset request answers alike for known and unknown e-mails and does its mail after the answer; the
// token is 32 random bytes of which only the SHA-256 is stored, used up atomically (parallel uses of one
// token: one wins) and the reset ends every session of the account.

/** The studio page that sets a new password; the token rides in the fragment (never in a log or Referer). */
export const RESET_PAGE = '/studio/reset-password';

const RESET_IP_RULE: ThrottleRule = { maxFailures: 10, windowMs: 60 * 60_000 };
const RESET_EMAIL_RULE: ThrottleRule = { maxFailures: 3, windowMs: 60 * 60_000, fixedBlockMs: 60 * 60_000 };
const CONFIRM_IP_RULE: ThrottleRule = { maxFailures: 10 };
const PASSWORD_RULE: ThrottleRule = { maxFailures: 5 };
const keyOf = (kind: string, value: string) => `staff-${kind}:${createHash('sha256').update(value.trim().toLowerCase()).digest('hex')}`;

const ANY = staffOnly('any');
/** Reading one's account and enrolling TOTP stay open to a session limited to enrolling it (docs/decisions/130). */
const ENROL = staffOnly('any', { enrolment: true });
const ADMIN = staffOnly([]);
const asDb = (tx: unknown) => tx as Database;

export default async function studioAccountRoutes(app: App) {
  const db = app.db;
  studioReplies(app, accountErrors);
  const crossSite = (request: Parameters<typeof isSameOrigin>[0]) => !isSameOrigin(request);

  // ---------------------------------------------------------------- password reset by e-mail

  registerEndpoint(app, endpoints.passwordResetRequest, async (request, reply) => {
    const lang = requestLang(request);
    if (crossSite(request)) return reply.code(403).send({ message: studioMessage('cross_site', lang) });
    const email = request.body.email.trim().toLowerCase();
    // Counted for unknown e-mails too: the limit says nothing about which addresses exist.
    const wait =
      (await takeAttempt(db, keyOf('reset-ip', request.ip), RESET_IP_RULE)) ||
      (await takeAttempt(db, keyOf('reset-email', email), RESET_EMAIL_RULE));
    if (wait > 0)
      return reply
        .code(429)
        .header('Retry-After', String(wait))
        .send({ message: accountSecurityMessage('reset_throttled', lang) });
    // The lookup, the token and the mail happen after the answer: its time says nothing either.
    const requestId = request.id;
    setImmediate(() => {
      void (async () => {
        const staff = await findStaffByEmail(db, email);
        if (!staff || staff.disabled) return;
        const token = newSessionToken();
        await db.transaction(async (tx) => {
          await createResetToken(asDb(tx), staff.id, hashToken(token));
          await recordAudit(tx, { staffId: staff.id, action: 'account.reset_request', collection: 'staff', entityId: staff.id, requestId });
        });
        const mail = resetMail(`${app.notify.baseUrl}${RESET_PAGE}#${token}`);
        await app.notify.transport.send({ template: 'password_reset', to: staff.email, ...mail });
      })().catch((error: unknown) => app.log.error({ err: errorForLog(error) }, 'password reset mail not sent'));
    });
    return { message: accountSecurityMessage('reset_sent', lang) };
  });

  registerEndpoint(app, endpoints.passwordReset, async (request, reply) => {
    const lang = requestLang(request);
    if (crossSite(request)) return reply.code(403).send({ message: studioMessage('cross_site', lang) });
    const ipKey = keyOf('reset-confirm-ip', request.ip);
    const wait = await takeAttempt(db, ipKey, CONFIRM_IP_RULE);
    if (wait > 0)
      return reply
        .code(429)
        .header('Retry-After', String(wait))
        .send({ message: accountSecurityMessage('reset_throttled', lang) });
    const tokenHash = hashToken(request.body.token);
    const staff = await findResetToken(db, tokenHash);
    if (!staff) throw new StudioError(400, 'invalid', { token: ['reset_invalid'] });
    await giveBackAttempt(db, ipKey);
    // Checked before the token is used up: a refused password leaves the link working.
    if (await isGuessable(request.body.password, 'staff', ownWords(staff.email, staff.name)))
      throw new StudioError(400, 'invalid', { password: ['password_guessable'] });
    const passwordHash = await hashPassword(request.body.password);
    await db.transaction(async (tx) => {
      const staffId = await consumeResetToken(asDb(tx), tokenHash);
      if (staffId !== staff.id) throw new StudioError(400, 'invalid', { token: ['reset_invalid'] });
      await tx.update(staffUsers).set({ password_hash: passwordHash }).where(eq(staffUsers.id, staffId));
      await deleteStaffSessions(asDb(tx), staffId);
      await recordAudit(tx, { staffId, action: 'account.reset_password', collection: 'staff', entityId: staffId, requestId: request.id });
    });
    clearStaffCookie(reply);
    return { message: accountSecurityMessage('reset_done', lang) };
  });

  // ---------------------------------------------------------------- own account: two-factor and sessions

  registerEndpoint(
    app,
    endpoints.accountRead,
    async (request) => {
      const me = staffOf(request);
      const [row] = await db.select({ totp: staffUsers.totp_secret }).from(staffUsers).where(eq(staffUsers.id, me.id));
      return {
        data: {
          totp_enabled: Boolean(row?.totp),
          totp_required: me.mustEnrolTotp || (Boolean(row?.totp) && (await roleRequiresTotp(db, me.role))),
          recovery_codes_left: row?.totp ? await recoveryCodesLeft(db, me.id) : 0,
          sessions: await listSessions(db, me.id, me.tokenHash),
        },
      };
    },
    { preValidation: ENROL },
  );

  registerEndpoint(
    app,
    endpoints.totpSetup,
    async (request) => {
      const me = staffOf(request);
      const [row] = await db.select({ totp: staffUsers.totp_secret }).from(staffUsers).where(eq(staffUsers.id, me.id));
      // A second enrolment only after turning it off (with the password): a borrowed session cannot swap the app.
      if (row?.totp) throw new StudioError(400, 'invalid', { _: ['totp_on'] });
      const secret = newTotpSecret();
      await db
        .update(staffUsers)
        .set({ totp_pending_secret: sealSecret(app.accountSecret, secret) })
        .where(eq(staffUsers.id, me.id));
      return { data: { secret, uri: totpUri(secret, me.email) } };
    },
    { preValidation: ENROL },
  );

  registerEndpoint(
    app,
    endpoints.totpEnable,
    async (request) => {
      const me = staffOf(request);
      const codes = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ pending: staffUsers.totp_pending_secret, on: staffUsers.totp_secret })
          .from(staffUsers)
          .where(eq(staffUsers.id, me.id))
          .for('update');
        if (row?.on) throw new StudioError(400, 'invalid', { _: ['totp_on'] });
        const secret = row?.pending ? openSecret(app.accountSecret, row.pending) : undefined;
        if (!secret) throw new StudioError(400, 'invalid', { code: ['totp_not_started'] });
        const step = await totpStep(secret, request.body.code, null);
        if (step === undefined) throw new StudioError(400, 'invalid', { code: ['code_wrong'] });
        await tx
          .update(staffUsers)
          .set({ totp_secret: row!.pending, totp_pending_secret: null, totp_last_step: step })
          .where(eq(staffUsers.id, me.id));
        const fresh = await replaceRecoveryCodes(asDb(tx), me.id);
        await recordAudit(tx, {
          staffId: me.id,
          action: 'account.totp_enable',
          collection: 'staff',
          entityId: me.id,
          requestId: request.id,
        });
        return fresh;
      });
      return { data: { recovery_codes: codes } };
    },
    { preValidation: ENROL },
  );

  registerEndpoint(
    app,
    endpoints.totpDisable,
    async (request, reply) => {
      const me = staffOf(request);
      const lang = requestLang(request);
      const key = keyOf('totp-off', String(me.id));
      const wait = await takeAttempt(db, key, PASSWORD_RULE);
      if (wait > 0)
        return reply
          .code(429)
          .header('Retry-After', String(wait))
          .send({ message: accountSecurityMessage('reset_throttled', lang) });
      const [row] = await db.select({ hash: staffUsers.password_hash }).from(staffUsers).where(eq(staffUsers.id, me.id));
      if (!row || !(await verifyPassword(request.body.password, row.hash)))
        throw new StudioError(400, 'invalid', { password: ['password_wrong'] });
      await giveBackAttempt(db, key);
      await db.transaction(async (tx) => {
        await tx
          .update(staffUsers)
          .set({ totp_secret: null, totp_pending_secret: null, totp_last_step: null })
          .where(eq(staffUsers.id, me.id));
        await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staff_id, me.id));
        await recordAudit(tx, {
          staffId: me.id,
          action: 'account.totp_disable',
          collection: 'staff',
          entityId: me.id,
          requestId: request.id,
        });
      });
      return { message: accountSecurityMessage('totp_disabled', lang) };
    },
    { preValidation: ANY },
  );

  registerEndpoint(
    app,
    endpoints.sessionRevoke,
    async (request, reply) => {
      const me = staffOf(request);
      const revoked = await revokeSession(db, me.id, request.params.sid);
      if (revoked === 0) throw new StudioError(404, 'not_found');
      if (me.tokenHash.startsWith(request.params.sid)) clearStaffCookie(reply);
      return { data: { revoked } };
    },
    { preValidation: ANY },
  );

  // ---------------------------------------------------------------- anyone's sessions (admin)

  // ---------------------------------------------------------------- two-factor login required per role (admin)

  registerEndpoint(app, endpoints.roleSecurityRead, async () => ({ data: await readRoleSecurity(db) }), { preValidation: ADMIN });

  registerEndpoint(
    app,
    endpoints.roleSecurityUpdate,
    async (request) => {
      await saveRoleSecurity(db, request.body.require_totp, { staffId: staffOf(request).id, requestId: request.id });
      return { data: await readRoleSecurity(db) };
    },
    { preValidation: ADMIN },
  );

  registerEndpoint(app, endpoints.staffSessionsList, async (request) => ({ data: await listSessions(db, request.params.id) }), {
    preValidation: ADMIN,
  });

  registerEndpoint(
    app,
    endpoints.staffSessionsRevoke,
    async (request) => {
      const id = request.params.id;
      if (!(await readStaff(db, id))) throw new StudioError(404, 'not_found');
      const revoked = await db.transaction(async (tx) => {
        const count = (await listSessions(asDb(tx), id)).length;
        await deleteStaffSessions(asDb(tx), id);
        await recordAudit(tx, {
          staffId: staffOf(request).id,
          action: 'staff.sessions_revoke',
          collection: 'staff',
          entityId: id,
          after: { sessions: count },
          requestId: request.id,
        });
        return count;
      });
      return { data: { revoked } };
    },
    { preValidation: ADMIN },
  );
}
