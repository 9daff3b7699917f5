import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@/contract/accounts';
import type { Database } from '../db/client';
import { findSession, SESSION_DAYS, type SessionUser } from '../repositories/accounts';
import { hashToken } from './session-token';

// The session cookie (decision 130): `__Host-` prefix (Secure, Path=/, no Domain), HttpOnly,
// SameSite=Lax, 30 days sliding. Only the token's SHA-256 is in the database.

const COOKIE_OPTIONS = { path: '/', httpOnly: true, secure: true, sameSite: 'lax' } as const;
const resolved = new WeakMap<FastifyRequest, Promise<SessionUser | undefined>>();

export function setSessionCookie(reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, { ...COOKIE_OPTIONS, maxAge: SESSION_DAYS * 24 * 60 * 60 });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, COOKIE_OPTIONS);
}

export const sessionToken = (request: FastifyRequest): string | undefined => {
  const token = request.cookies[SESSION_COOKIE];
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
};

/** The request's live session (looked up once per request); renews the cookie when the expiry slid. */
export async function currentSession(db: Database, request: FastifyRequest, reply?: FastifyReply): Promise<SessionUser | undefined> {
  const token = sessionToken(request);
  let found = resolved.get(request);
  const first = !found;
  if (!found) {
    found = token ? findSession(db, hashToken(token)) : Promise.resolve(undefined);
    resolved.set(request, found);
  }
  const session = await found;
  if (first && token && reply && session?.renewed) setSessionCookie(reply, token);
  return session;
}
