import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Lang } from '@/contract/common';
import * as endpoints from '@/contract/endpoints/accounts';
import { sameOriginOnly } from '@/server/accounts/csrf';
import { accountMessage } from '@/server/accounts/messages';
import { dummyHash, hashPassword, verifyPassword } from '@/server/accounts/password';
import { isGuessable, ownWords } from '@/server/accounts/password-strength';
import { clearSessionCookie, currentSession, sessionToken, setSessionCookie } from '@/server/accounts/session';
import {
  EMAIL_VERIFICATION_DAYS,
  emailVerificationToken,
  hashToken,
  isEmailVerificationToken,
  newSessionToken,
} from '@/server/accounts/session-token';
import { isCalendarDate, jakartaDate } from '@/server/accounts/warranty-dates';
import { errorForLog } from '@/server/lib/log';
import { requestLang } from '@/server/lib/request-lang';
import {
  changePassword,
  createSession,
  markEmailVerified,
  createUser,
  deleteSession,
  findUserByEmail,
  readAccount,
  readPasswordHash,
  regionsMatch,
  updateProfile,
} from '@/server/repositories/accounts';
import {
  clearFailures,
  giveBackAttempt,
  isKnownAddress,
  rememberAddress,
  takeAttempt,
  type ThrottleRule,
} from '@/server/repositories/accounts-throttle';
import { listAccountTickets } from '@/server/repositories/account-tickets';
import { listUserRegistrations } from '@/server/repositories/accounts-registrations';
import { changeSavedProducts, listSavedProducts } from '@/server/repositories/accounts-saved';
import { emailVerificationMail } from '@/server/notify/mails';
import { photoLinks } from '@/server/notify/ticket-photos';
import { fieldMessage, schemaFieldErrors } from '@/server/submissions/messages';
import { href } from '@/contract/routes';
import type { App } from '@/server/types';
import { registerEndpoint } from '../endpoint-route';

// Customer accounts (src/contract/endpoints/accounts.ts; decision 130). Every answer is
// Cache-Control: no-store; every state change must come from our own origin (CSRF).

// Login lockout (decision 130): per account AND address (5 tries, then 15 min doubling up to 24 h),
// per address (20: many customers share one mobile-carrier address), and a short account-wide slow-down
// (5 tries from addresses the account never logged in from, then 15 min, never doubling) that a stranger
// cannot stretch into hours and that does not stop the owner on an address they used before.
const PAIR_RULE: ThrottleRule = { maxFailures: 5 };
const ACCOUNT_RULE: ThrottleRule = { maxFailures: 5, fixedBlockMs: 15 * 60_000 };
const IP_RULE: ThrottleRule = { maxFailures: 20 };
const PASSWORD_RULE: ThrottleRule = { maxFailures: 5 };
/** Verification mails per account per hour (decision 133): a link, not a way to flood a mailbox. */
const VERIFY_MAIL_RULE: ThrottleRule = { maxFailures: 3, windowMs: 60 * 60_000, fixedBlockMs: 60 * 60_000 };
const HOUR_MS = 60 * 60_000;
type KeyKind = 'email' | 'ip' | 'pair' | 'known' | 'password' | 'register' | 'verify-mail';
const keyOf = (kind: KeyKind, value: string) => `${kind}:${createHash('sha256').update(value.trim().toLowerCase()).digest('hex')}`;

export type AccountRoutesOptions = { createPerHour?: number };

export default async function accountRoutes(app: App, { createPerHour = 10, secret }: AccountRoutesOptions & { secret: string }) {
  const REGISTER_RULE: ThrottleRule = { maxFailures: createPerHour, windowMs: HOUR_MS, fixedBlockMs: HOUR_MS };
  app.addHook('onRequest', sameOriginOnly);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  // Field errors in the request's language, from the form error table (docs/product.md §6, §8).
  app.setErrorHandler((error, request, reply) => {
    const lang = requestLang(request);
    const errors = schemaFieldErrors(error, lang);
    if (!errors) throw error;
    return reply.code(400).send({ message: accountMessage('invalid', lang), errors });
  });

  const db = app.db;
  /** A new password too easy to guess: the form's field error (decision 130). */
  const guessable = (lang: Lang, field = 'password') => ({
    message: accountMessage('invalid', lang),
    errors: { [field]: [fieldMessage('password_guessable', lang)] },
  });
  const unauthenticated = (request: FastifyRequest, reply: FastifyReply) =>
    reply.code(401).send({ message: accountMessage('unauthenticated', requestLang(request)) });

  registerEndpoint(app, endpoints.accountRegister, async (request, reply) => {
    // Accounts created per client address per hour (decision 130), counted before the costly hash.
    const wait = await takeAttempt(db, keyOf('register', request.ip), REGISTER_RULE);
    if (wait > 0)
      return reply
        .code(429)
        .header('Retry-After', String(wait))
        .send({ message: accountMessage('register_limited', requestLang(request)) });
    const { name, email, phone, password } = request.body;
    // The commonest passwords are refused (decision 130); the answer says nothing about the e-mail.
    if (await isGuessable(password, 'visitor', ownWords(email, name, phone))) return reply.code(400).send(guessable(requestLang(request)));
    // Hash first, whatever happens next: a taken e-mail answers in the same time as a new one.
    const passwordHash = await hashPassword(password);
    await createUser(db, { name, email, phone, passwordHash });
    return reply.code(201).send({ message: accountMessage('registered', requestLang(request)) });
  });

  registerEndpoint(app, endpoints.accountLogin, async (request, reply) => {
    const lang = requestLang(request);
    const email = request.body.email.trim().toLowerCase();
    const keys = {
      ip: keyOf('ip', request.ip),
      account: keyOf('email', email),
      pair: keyOf('pair', `${email}|${request.ip}`),
      known: keyOf('known', `${email}|${request.ip}`),
    };
    // Each allowance is taken before the password is checked (parallel guesses cannot slip through).
    const known = await isKnownAddress(db, keys.known);
    const wait =
      (await takeAttempt(db, keys.ip, IP_RULE)) ||
      (known ? 0 : await takeAttempt(db, keys.account, ACCOUNT_RULE)) ||
      (await takeAttempt(db, keys.pair, PAIR_RULE));
    if (wait > 0)
      return reply
        .code(429)
        .header('Retry-After', String(wait))
        .send({ message: accountMessage('throttled', lang) });
    const user = await findUserByEmail(db, request.body.email);
    const ok = await verifyPassword(request.body.password, user?.password_hash ?? (await dummyHash()));
    if (!user || !ok) return reply.code(401).send({ message: accountMessage('login_failed', lang) });
    await clearFailures(db, keys.pair);
    await giveBackAttempt(db, keys.ip);
    if (!known) await giveBackAttempt(db, keys.account);
    await rememberAddress(db, keys.known);
    const token = newSessionToken();
    await createSession(db, user.id, hashToken(token));
    setSessionCookie(reply, token);
    return { data: (await readAccount(db, user.id))! };
  });

  registerEndpoint(app, endpoints.accountLogout, async (request, reply) => {
    const token = sessionToken(request);
    if (token) await deleteSession(db, hashToken(token));
    clearSessionCookie(reply);
    return { message: accountMessage('logged_out', requestLang(request)) };
  });

  registerEndpoint(app, endpoints.accountMe, async (request, reply) => {
    const session = await currentSession(db, request, reply);
    if (!session && sessionToken(request)) clearSessionCookie(reply); // expired or revoked
    return { data: session ? ((await readAccount(db, session.userId)) ?? null) : null };
  });

  registerEndpoint(app, endpoints.accountProfileUpdate, async (request, reply) => {
    const session = await currentSession(db, request, reply);
    if (!session) return unauthenticated(request, reply);
    const lang = requestLang(request);
    const profile = request.body as Required<typeof request.body>;
    const errors: Record<string, string[]> = {};
    if (profile.birth_date && (!isCalendarDate(profile.birth_date) || profile.birth_date > jakartaDate())) {
      errors.birth_date = [fieldMessage(isCalendarDate(profile.birth_date) ? 'future_date' : 'date', lang)];
    }
    if (!(await regionsMatch(db, profile.province_id, profile.city_id))) errors.city_id = [fieldMessage('unknown_region', lang)];
    if (Object.keys(errors).length > 0) return reply.code(400).send({ message: accountMessage('invalid', lang), errors });
    await updateProfile(db, session.userId, profile);
    return { data: (await readAccount(db, session.userId))! };
  });

  registerEndpoint(app, endpoints.accountPasswordChange, async (request, reply) => {
    const session = await currentSession(db, request, reply);
    if (!session) return unauthenticated(request, reply);
    const lang = requestLang(request);
    const passwordKey = keyOf('password', session.email);
    const wait = await takeAttempt(db, passwordKey, PASSWORD_RULE);
    if (wait > 0)
      return reply
        .code(429)
        .header('Retry-After', String(wait))
        .send({ message: accountMessage('throttled', lang) });
    const stored = await readPasswordHash(db, session.userId);
    if (!stored || !(await verifyPassword(request.body.current_password, stored))) {
      return reply
        .code(400)
        .send({ message: accountMessage('invalid', lang), errors: { current_password: [fieldMessage('wrong_password', lang)] } });
    }
    await clearFailures(db, passwordKey);
    if (await isGuessable(request.body.new_password, 'visitor', ownWords(session.email)))
      return reply.code(400).send(guessable(lang, 'new_password'));
    await changePassword(db, session.userId, await hashPassword(request.body.new_password), session.tokenHash);
    return { message: accountMessage('password_changed', lang) };
  });

  registerEndpoint(app, endpoints.accountRegistrations, async (request, reply) => {
    const session = await currentSession(db, request, reply);
    if (!session) return unauthenticated(request, reply);
    return { data: await listUserRegistrations(db, session.userId) };
  });

  // E-mail verification (decision 133): a signed link to the account's own address; only the owner, signed in to
  // the same account, can use it, and only for that address. A verified address joins signed-out tickets to
  // "Servis saya".
  registerEndpoint(app, endpoints.accountEmailVerificationSend, async (request, reply) => {
    const lang = requestLang(request);
    const session = await currentSession(db, request, reply);
    if (!session) return unauthenticated(request, reply);
    const account = await readAccount(db, session.userId);
    if (!account) return unauthenticated(request, reply);
    if (account.email_verified) return { message: accountMessage('already_verified', lang) };
    const wait = await takeAttempt(db, keyOf('verify-mail', String(session.userId)), VERIFY_MAIL_RULE);
    if (wait > 0)
      return reply
        .code(429)
        .header('Retry-After', String(wait))
        .send({ message: accountMessage('verification_limited', lang) });
    const expires = Math.floor(Date.now() / 1000) + EMAIL_VERIFICATION_DAYS * 86_400;
    const token = emailVerificationToken(secret, session.userId, account.email, expires);
    const mail = emailVerificationMail(`${app.notify.baseUrl}${href('profile')}?verifikasi=${token}`);
    // After the answer: a slow or failing mail server never holds or fails it (logged without the address).
    setImmediate(() => {
      app.notify.transport
        .send({ template: 'email_verification', to: account.email, ...mail })
        .catch((error: unknown) => app.log.error({ err: errorForLog(error), mail: 'email_verification' }, 'mail not sent'));
    });
    return { message: accountMessage('verification_sent', lang) };
  });

  registerEndpoint(app, endpoints.accountEmailVerificationConfirm, async (request, reply) => {
    const session = await currentSession(db, request, reply);
    if (!session) return unauthenticated(request, reply);
    const account = await readAccount(db, session.userId);
    if (
      !account ||
      !isEmailVerificationToken(secret, request.body.token, session.userId, account.email) ||
      !(await markEmailVerified(db, session.userId, account.email))
    )
      return reply.code(400).send({ message: accountMessage('bad_verification_link', requestLang(request)) });
    return { data: (await readAccount(db, session.userId))! };
  });

  // "Servis saya": only the session's account, never a parameter (the query schema is strict).
  registerEndpoint(app, endpoints.accountTickets, async (request, reply) => {
    const session = await currentSession(db, request, reply);
    if (!session) return unauthenticated(request, reply);
    return { data: await listAccountTickets(db, session.userId, photoLinks(secret)) };
  });

  registerEndpoint(app, endpoints.accountSaved, async (request, reply) => {
    const session = await currentSession(db, request, reply);
    if (!session) return unauthenticated(request, reply);
    return { data: await listSavedProducts(db, session.userId, requestLang(request)) };
  });

  // The device's list at login (a union) or one change after it; answers the whole list (decision 130).
  registerEndpoint(app, endpoints.accountSavedChange, async (request, reply) => {
    const session = await currentSession(db, request, reply);
    if (!session) return unauthenticated(request, reply);
    await changeSavedProducts(db, session.userId, request.body.add, request.body.remove);
    return { data: await listSavedProducts(db, session.userId, requestLang(request)) };
  });
}
