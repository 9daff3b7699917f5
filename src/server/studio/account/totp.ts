import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Database } from '../../db/client';
import { staffRecoveryCodes, staffUsers } from '../../db/schema';

// TOTP two-factor login for staff (docs/decisions/130-accounts-and-sessions.md): RFC 6238 codes of 6 digits
// every 30 s through otplib; one step either side is accepted for clock drift, and a code of a step at or
// before the last accepted one is refused (no replay, also of a code seen over a shoulder). The secret is
// sealed with AES-256-GCM under a key derived from the server's secret, so a copy of the database alone
// cannot mint codes. Recovery codes are 10 random base32 characters, stored as SHA-256, each used once.

export const TOTP_PERIOD = 30;
export const TOTP_ISSUER = 'Denka Studio';
export const RECOVERY_CODE_COUNT = 10;

const keyOf = (serverSecret: string) => createHmac('sha256', serverSecret).update('staff-totp-secret').digest();

export function sealSecret(serverSecret: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

/** The plain secret, or undefined when the sealed value is malformed or sealed under another key. */
export function openSecret(serverSecret: string, sealed: string): string | undefined {
  const [version, iv, body, tag] = sealed.split('.');
  if (version !== 'v1' || !iv || !body || !tag) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(serverSecret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

export const newTotpSecret = () => generateSecret();
export const totpUri = (secret: string, email: string) => generateURI({ issuer: TOTP_ISSUER, label: email, secret });

/**
 * The time step of a code that is valid now (±1 step) and later than `afterStep`, else undefined.
 * `nowMs` is for tests.
 */
export async function totpStep(secret: string, code: string, afterStep: number | null, nowMs = Date.now()): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined;
  const result = await verify({
    secret,
    token: code,
    period: TOTP_PERIOD,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: TOTP_PERIOD,
    ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
  }).catch(() => ({ valid: false as const }));
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/**
 * Accepts a code for a staff member's enabled TOTP: the step is recorded atomically, so two requests with
 * the same code (even at once) get one success.
 */
export async function acceptTotp(db: Database, staffId: number, secret: string, code: string, lastStep: number | null, nowMs?: number) {
  const step = await totpStep(secret, code, lastStep, nowMs);
  if (step === undefined) return false;
  const updated = await db
    .update(staffUsers)
    .set({ totp_last_step: step })
    .where(and(eq(staffUsers.id, staffId), sql`(${staffUsers.totp_last_step} is null or ${staffUsers.totp_last_step} < ${step})`))
    .returning({ id: staffUsers.id });
  return updated.length === 1;
}

// ---------------------------------------------------------------- recovery codes

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
const hashCode = (code: string) => createHash('sha256').update(`staff-recovery:${code}`).digest('hex');
/** `xxxxx-xxxxx` in lower-case base32 (50 random bits). */
function newRecoveryCode(): string {
  const chars = [...randomBytes(10)].map((byte) => BASE32[byte % 32]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}
const normalise = (code: string) => {
  const plain = code.replace(/[\s-]+/g, '').toLowerCase();
  return `${plain.slice(0, 5)}-${plain.slice(5)}`;
};

/** New recovery codes replace the old ones; only their hashes are stored. */
export async function replaceRecoveryCodes(db: Database, staffId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staff_id, staffId));
  await db.insert(staffRecoveryCodes).values(codes.map((code) => ({ code_hash: hashCode(code), staff_id: staffId })));
  return codes;
}

/** Uses up a recovery code of the staff member; false when unknown or already used. */
export async function useRecoveryCode(db: Database, staffId: number, code: string): Promise<boolean> {
  const used = await db
    .update(staffRecoveryCodes)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(staffRecoveryCodes.code_hash, hashCode(normalise(code))),
        eq(staffRecoveryCodes.staff_id, staffId),
        isNull(staffRecoveryCodes.used_at),
      ),
    )
    .returning({ staff_id: staffRecoveryCodes.staff_id });
  return used.length === 1;
}

export async function recoveryCodesLeft(db: Database, staffId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staff_id, staffId), isNull(staffRecoveryCodes.used_at)));
  return row?.n ?? 0;
}

/**
 * The second factor of a login: `missing` when the staff member has TOTP on and no code came, `wrong` for
 * a refused code (or a secret that cannot be opened), `ok` otherwise (also when TOTP is off).
 */
export async function checkSecondFactor(
  db: Database,
  serverSecret: string,
  staff: { id: number; totp_secret: string | null; totp_last_step: number | null },
  code: string | undefined,
): Promise<'ok' | 'missing' | 'wrong'> {
  if (!staff.totp_secret) return 'ok';
  if (!code) return 'missing';
  if (/^\d{6}$/.test(code)) {
    const secret = openSecret(serverSecret, staff.totp_secret);
    return secret && (await acceptTotp(db, staff.id, secret, code, staff.totp_last_step)) ? 'ok' : 'wrong';
  }
  return (await useRecoveryCode(db, staff.id, code)) ? 'ok' : 'wrong';
}
