import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Tokens of the account feature (decision 130): the session cookie carries 32 random bytes and
// only their SHA-256 is stored; unsubscribe links carry an HMAC of the subscription id.

export const newSessionToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** `<id>.<hmac>`: the link in every newsletter (decision 133). */
export function unsubscribeToken(secret: string, subscriptionId: number): string {
  return `${subscriptionId}.${createHmac('sha256', secret).update(`unsubscribe:${subscriptionId}`).digest('base64url')}`;
}

/** The subscription id of a valid token, else undefined (tampered, truncated, other id). */
export function readUnsubscribeToken(secret: string, token: string): number | undefined {
  const match = /^(\d{1,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const id = Number(match[1]);
  const expected = Buffer.from(unsubscribeToken(secret, id));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined;
}

/** How long a verification link stays valid. */
export const EMAIL_VERIFICATION_DAYS = 3;

/**
 * `<user id>.<expiry, epoch seconds>.<hmac>` over the user id, the e-mail (lower-cased) and the expiry: the link
 * mailed to that address (decision 133). A changed address or another account makes it worthless.
 */
export function emailVerificationToken(secret: string, userId: number, email: string, expires: number): string {
  const mac = createHmac('sha256', secret).update(`verify-email:${userId}:${email.trim().toLowerCase()}:${expires}`).digest('base64url');
  return `${userId}.${expires}.${mac}`;
}

/** Whether `token` was made for this account and e-mail and has not expired (`now` in ms). */
export function isEmailVerificationToken(secret: string, token: string, userId: number, email: string, now = Date.now()): boolean {
  const match = /^(\d{1,9})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match || Number(match[1]) !== userId) return false;
  const expires = Number(match[2]);
  if (expires * 1000 < now) return false;
  const expected = Buffer.from(emailVerificationToken(secret, userId, email, expires));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
