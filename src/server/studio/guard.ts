import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { STAFF_COOKIE } from '@/contract/studio/api';
import type { CollectionKey, PermissionAction, StaffRole } from '@/contract/collections/fields';
import { allows, allowsMedia } from '@/contract/studio/permissions';
import { isSameOrigin } from '../accounts/csrf';
import { hashToken } from '../accounts/session-token';
import { requestLang } from '../lib/request-lang';
import { studioMessage, type StudioMessage } from './messages';
import { permissionMatrix } from './permissions';
import { findStaffSession, STAFF_SESSION_HOURS, type StaffIdentity } from './staff-repository';

// The studio's guard (docs/decisions/250-staff-studio.md): the staff session
// cookie, the CSRF rule of decision 130 for every state change, and the right to do it. Every studio route —
// the media and import routes too — runs it before its body is read or validated:
// - content (collections, media, CSV): `staffMay(request => ({ collection, action }))` checks the permission
//   matrix (src/server/studio/permissions.ts) — 403 `permission_denied` with the refused action;
// - the other areas (inbox, lottery, staff, privacy): `staffOnly(['marketing'])`, a role rule.
// Handlers read the staff member with staffOf(request). Admin passes every check.

const COOKIE_OPTIONS = { path: '/', httpOnly: true, secure: true, sameSite: 'strict' } as const;
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const resolved = new WeakMap<FastifyRequest, Promise<StaffIdentity | undefined>>();

export type { StaffIdentity };

export function setStaffCookie(reply: FastifyReply, token: string) {
  reply.setCookie(STAFF_COOKIE, token, { ...COOKIE_OPTIONS, maxAge: STAFF_SESSION_HOURS * 60 * 60 });
}
export function clearStaffCookie(reply: FastifyReply) {
  reply.clearCookie(STAFF_COOKIE, COOKIE_OPTIONS);
}
export const staffToken = (request: FastifyRequest): string | undefined => {
  const token = request.cookies?.[STAFF_COOKIE];
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
};

/** The signed-in staff member (looked up once per request), or undefined. */
export function currentStaff(request: FastifyRequest): Promise<StaffIdentity | undefined> {
  let found = resolved.get(request);
  if (!found) {
    const token = staffToken(request);
    found = token ? findStaffSession(request.server.db, hashToken(token)) : Promise.resolve(undefined);
    resolved.set(request, found);
  }
  return found;
}

/**
 * The signed-in staff member with a full session: undefined also for a session limited to enrolling two-factor
 * login (docs/decisions/130) — for the places that read the session outside a guard (draft previews, unpublished PDFs).
 */
export async function fullStaff(request: FastifyRequest): Promise<StaffIdentity | undefined> {
  const staff = await currentStaff(request);
  return staff && !staff.mustEnrolTotp ? staff : undefined;
}

/** A role check: a list of roles (admin always passes) or `'any'` for every signed-in staff member. */
export type RoleRule = readonly StaffRole[] | 'any' | ((role: StaffRole) => boolean);
export const roleAllows = (rule: RoleRule, role: StaffRole) =>
  role === 'admin' || rule === 'any' || (typeof rule === 'function' ? rule(role) : rule.includes(role));

/**
 * Answers 403 for a cross-site state change, 401 without a live staff session, 403 `two_factor_required` for a
 * session limited to enrolling two-factor login (unless the route is part of the enrolment), 403 for a role the
 * rule refuses; returns the staff member when the request may go on (then nothing has been sent).
 */
export async function requireStaff(
  request: FastifyRequest,
  reply: FastifyReply,
  rule: RoleRule,
  options: { enrolment?: boolean } = {},
): Promise<StaffIdentity | undefined> {
  const lang = requestLang(request);
  reply.header('Cache-Control', 'no-store');
  if (!SAFE.has(request.method) && !isSameOrigin(request)) {
    await reply.code(403).send({ message: studioMessage('cross_site', lang) });
    return undefined;
  }
  const staff = await currentStaff(request);
  if (!staff) {
    if (staffToken(request)) clearStaffCookie(reply);
    await reply.code(401).send({ message: studioMessage('unauthenticated', lang) });
    return undefined;
  }
  if (staff.mustEnrolTotp && !options.enrolment) {
    await reply.code(403).send({ message: studioMessage('two_factor_required', lang), code: 'two_factor_required' });
    return undefined;
  }
  if (!roleAllows(rule, staff.role)) {
    await reply.code(403).send({ message: studioMessage('forbidden', lang) });
    return undefined;
  }
  return staff;
}

const granted = new WeakMap<FastifyRequest, StaffIdentity>();

/** What a content route asks of the matrix: an action on a collection, or on the media library. */
export type Permission = { collection: CollectionKey; action: PermissionAction } | { media: 'edit' | 'delete' };

const DENIED: Record<PermissionAction, StudioMessage> = {
  view: 'denied_view',
  edit: 'denied_edit',
  publish: 'denied_publish',
  delete: 'denied_delete',
};

/**
 * A preHandler for content routes: a staff session (and CSRF on writes), then every permission the request
 * needs, read from the matrix in force. `needs` answers none for a collection key the route's schema will
 * refuse (a 400 after the guard, never a 403 that says the key exists).
 */
export function staffMay(needs: (request: FastifyRequest) => readonly Permission[]): preHandlerAsyncHookHandler {
  return async function permissionGuard(request, reply) {
    const staff = await requireStaff(request, reply, 'any');
    if (!staff) return reply;
    const matrix = await permissionMatrix(request.server.db);
    for (const need of needs(request)) {
      const ok = 'media' in need ? allowsMedia(matrix, staff.role, need.media) : allows(matrix, staff.role, need.collection, need.action);
      if (ok) continue;
      const action = 'media' in need ? need.media : need.action;
      return reply.code(403).send({
        message: studioMessage(DENIED[action], requestLang(request)),
        code: 'permission_denied',
        collection: 'media' in need ? 'media' : need.collection,
        action,
      });
    }
    granted.set(request, staff);
  };
}

/**
 * A preHandler that lets only staff with the rule's roles through (and enforces CSRF on writes). `enrolment`: the
 * route is part of enrolling two-factor login, open to a session limited to that (docs/decisions/130).
 */
export function staffOnly(rule: RoleRule, options: { enrolment?: boolean } = {}): preHandlerAsyncHookHandler {
  return async function staffGuard(request, reply) {
    const staff = await requireStaff(request, reply, rule, options);
    if (staff) granted.set(request, staff);
    else return reply;
  };
}

/** The staff member a staffOnly preHandler let through (throws if the route has none: a programming error). */
export function staffOf(request: FastifyRequest): StaffIdentity {
  const staff = granted.get(request);
  if (!staff) throw new Error('staffOf: the route has no staffOnly preHandler');
  return staff;
}
