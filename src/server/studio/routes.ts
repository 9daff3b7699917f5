import { createHash } from 'node:crypto';
import { studioReplies } from './replies';
import type { FastifyRequest } from 'fastify';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import * as endpoints from '@/contract/endpoints/studio';
import { COLLECTION_KEYS, PERMISSION_ACTIONS, type CollectionKey, type PermissionAction } from '@/contract/collections/fields';
import { isCollectionKey } from '@/contract/collections/registry';
import { allows } from '@/contract/studio/permissions';
import { ENTITY_BULK_ACTIONS, type EntityBulkResult } from '@/contract/studio/api';
import { fieldColumns, parseColumns, unknownColumns } from '@/contract/studio/list-columns';
import { href } from '@/contract/routes';
import { PREVIEW_PAGES } from '@/contract/studio/preview-pages';
import { isSameOrigin } from '../accounts/csrf';
import { dummyHash, hashPassword, verifyPassword } from '../accounts/password';
import { isGuessable, ownWords } from '../accounts/password-strength';
import { hashToken, newSessionToken } from '../accounts/session-token';
import { auditLog, products, staffUsers } from '../db/schema';
import { requestLang } from '../lib/request-lang';
import {
  clearFailures,
  giveBackAttempt,
  isKnownAddress,
  rememberAddress,
  takeAttempt,
  type ThrottleRule,
} from '../repositories/accounts-throttle';
import { registerEndpoint } from '../routes/endpoint-route';
import type { App } from '../types';
import { recordAudit, type Executor } from './audit';
import {
  countDrafts,
  createDraft,
  deleteDraft,
  listDrafts,
  confirmEntity,
  listVersions,
  readVersion,
  publishDraft,
  referenceFilters,
  readDraft,
  restoreVersion,
  scheduleDraft,
  unpublishDraft,
  updateDraft,
  type Actor,
  type StateResult,
} from './drafts';
import { pgCode, StudioError } from './errors';
import { clearStaffCookie, currentStaff, setStaffCookie, staffMay, staffOf, staffOnly, staffToken } from './guard';
import { accountSecurityMessage } from './account/messages';
import { roleRequiresTotp } from './account/role-security';
import { checkSecondFactor } from './account/totp';
import { studioMessage, translateErrors } from './messages';
import { permissionMatrix } from './permissions';
import { previewToken, PREVIEW_TTL_MS } from './preview';
import {
  createStaffSession,
  deleteStaffSession,
  deleteStaffSessions,
  findStaffByEmail,
  insertStaff,
  listStaff,
  readStaff,
} from './staff-repository';

// The studio's API (src/contract/endpoints/studio.ts; decisions 250 and 253). Every route but the login
// runs the staff guard before its body is validated: no session → 401, an action the permission matrix does
// not give the role on the collection → 403 `permission_denied`, a cross-site write → 403. Every write runs
// in one transaction with its audit entry.

// Staff login lockout: the visitor machinery of decision 130 with keys of their own.
const PAIR_RULE: ThrottleRule = { maxFailures: 5 };
const ACCOUNT_RULE: ThrottleRule = { maxFailures: 5, fixedBlockMs: 15 * 60_000 };
const IP_RULE: ThrottleRule = { maxFailures: 20 };
const keyOf = (kind: string, value: string) => `staff-${kind}:${createHash('sha256').update(value.trim().toLowerCase()).digest('hex')}`;

/**
 * The guard of a collection's routes: the caller's role must have the action on `:collection` in the permission
 * matrix (an unknown key passes here and is the schema's 400).
 */
const collectionGuard = (action: PermissionAction) =>
  staffMay((request) => {
    const key = (request.params as { collection?: string }).collection ?? '';
    return isCollectionKey(key) ? [{ collection: key, action }] : [];
  });
const VIEW = collectionGuard('view');
const EDIT = collectionGuard('edit');
const PUBLISH = collectionGuard('publish');
const DELETE = collectionGuard('delete');
/** A bulk action needs `view` and the action's own right: delete for delete, publish for the others (publish, unpublish, schedule). */
const BULK = staffMay((request) => {
  const key = (request.params as { collection?: string }).collection ?? '';
  if (!isCollectionKey(key)) return [];
  const action = (request.body as { action?: unknown } | undefined)?.action;
  const right: PermissionAction | undefined =
    action === 'delete'
      ? 'delete'
      : typeof action === 'string' && (ENTITY_BULK_ACTIONS as readonly string[]).includes(action)
        ? 'publish'
        : undefined;
  return [{ collection: key, action: 'view' }, ...(right ? [{ collection: key, action: right }] : [])];
});
const ADMIN = staffOnly([]);
const ANY = staffOnly('any');

export type StudioRoutesOptions = { publicUrl?: string | undefined };

export default async function studioRoutes(app: App) {
  const db = app.db;
  studioReplies(app);

  const actorOf = (request: FastifyRequest): Actor => ({
    staffId: staffOf(request).id,
    requestId: request.id,
    role: staffOf(request).role,
  });
  /**
   * One transaction, run again when PostgreSQL gave it up for a reason another try fixes: a unique-index race
   * (parallel creates of one slug; the next try sees the winner, and a second race is a 409), or a deadlock
   * or serialization failure between parallel writes (up to three tries; docs/decisions/250).
   */
  const write = async <T>(work: (tx: Executor) => Promise<T>): Promise<T> => {
    let uniqueRaces = 0;
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction(work);
      } catch (error) {
        const code = pgCode(error);
        if (code === '23505') {
          if (++uniqueRaces > 1) throw new StudioError(409, 'conflict', undefined, undefined);
        } else if ((code !== '40P01' && code !== '40001') || attempt >= 3) {
          throw error;
        }
      }
    }
  };
  const stateAnswer = (result: StateResult) => {
    if (result.contentChanged !== false) app.content.changed(result.contentChanged);
    const { contentChanged: _changed, ...data } = result;
    return { data };
  };

  // ---------------------------------------------------------------- session

  registerEndpoint(app, endpoints.studioLogin, async (request, reply) => {
    const lang = requestLang(request);
    if (!isSameOrigin(request)) return reply.code(403).send({ message: studioMessage('cross_site', lang) });
    const email = request.body.email.trim().toLowerCase();
    const keys = {
      ip: keyOf('ip', request.ip),
      account: keyOf('email', email),
      pair: keyOf('pair', `${email}|${request.ip}`),
      known: keyOf('known', `${email}|${request.ip}`),
    };
    // Taken before the password is checked (decision 130): parallel guesses cannot slip through.
    const known = await isKnownAddress(db, keys.known);
    const wait =
      (await takeAttempt(db, keys.ip, IP_RULE)) ||
      (known ? 0 : await takeAttempt(db, keys.account, ACCOUNT_RULE)) ||
      (await takeAttempt(db, keys.pair, PAIR_RULE));
    if (wait > 0)
      return reply
        .code(429)
        .header('Retry-After', String(wait))
        .send({ message: studioMessage('throttled', lang) });
    const staff = await findStaffByEmail(db, email);
    const ok = await verifyPassword(request.body.password, staff?.password_hash ?? (await dummyHash()));
    if (!staff || !ok || staff.disabled) return reply.code(401).send({ message: studioMessage('login_failed', lang) });
    // The second factor (docs/decisions/130): a wrong code keeps its attempt counted, as a wrong password.
    const code = request.body.code?.replace(/\s+/g, '').toLowerCase() || undefined;
    const factor = await checkSecondFactor(db, app.accountSecret, staff, code);
    if (factor === 'missing') {
      await giveBackAttempt(db, keys.ip);
      if (!known) await giveBackAttempt(db, keys.account);
      await giveBackAttempt(db, keys.pair);
      return reply.code(401).send({ message: accountSecurityMessage('second_factor', lang), second_factor: true });
    }
    if (factor === 'wrong')
      return reply.code(401).send({ message: accountSecurityMessage('second_factor_wrong', lang), second_factor: true });
    await clearFailures(db, keys.pair);
    await giveBackAttempt(db, keys.ip);
    if (!known) await giveBackAttempt(db, keys.account);
    await rememberAddress(db, keys.known);
    // A role that requires two-factor login, a member without it: the session may only enrol it (docs/decisions/130).
    const mustEnrol = !staff.totp_secret && (await roleRequiresTotp(db, staff.role));
    const token = newSessionToken();
    await db.transaction(async (tx) => {
      await createStaffSession(tx as unknown as typeof db, staff.id, hashToken(token), request.headers['user-agent']);
      await recordAudit(tx, {
        staffId: staff.id,
        action: 'login',
        ...(mustEnrol ? { after: { enrolment_only: true } } : {}),
        requestId: request.id,
      });
    });
    setStaffCookie(reply, token);
    return { data: { staff: { id: staff.id, email: staff.email, name: staff.name, role: staff.role, must_enrol_totp: mustEnrol } } };
  });

  registerEndpoint(app, endpoints.studioSession, async (request, reply) => {
    const staff = await currentStaff(request);
    if (!staff) {
      if (staffToken(request)) clearStaffCookie(reply);
      return reply.code(401).send({ message: studioMessage('unauthenticated', requestLang(request)) });
    }
    return {
      data: { staff: { id: staff.id, email: staff.email, name: staff.name, role: staff.role, must_enrol_totp: staff.mustEnrolTotp } },
    };
  });

  registerEndpoint(app, endpoints.studioLogout, async (request, reply) => {
    const lang = requestLang(request);
    if (!isSameOrigin(request)) return reply.code(403).send({ message: studioMessage('cross_site', lang) });
    const token = staffToken(request);
    const staff = await currentStaff(request);
    if (token) {
      await db.transaction(async (tx) => {
        await deleteStaffSession(tx as unknown as typeof db, hashToken(token));
        if (staff) await recordAudit(tx, { staffId: staff.id, action: 'logout', requestId: request.id });
      });
    }
    clearStaffCookie(reply);
    return { message: studioMessage('logged_out', lang) };
  });

  // ---------------------------------------------------------------- staff management (admin)

  registerEndpoint(app, endpoints.staffList, async () => ({ data: await listStaff(db) }), { preValidation: ADMIN });

  registerEndpoint(
    app,
    endpoints.staffCreate,
    async (request, reply) => {
      const { email, name, role, password } = request.body;
      // Staff passwords guard the whole site: zxcvbn's score of 3 at least (decision 130).
      if (await isGuessable(password, 'staff', ownWords(email, name)))
        throw new StudioError(400, 'invalid', { password: ['password_guessable'] });
      const passwordHash = await hashPassword(password);
      const created = await db.transaction(async (tx) => {
        const member = await insertStaff(tx as unknown as typeof db, { email, name, role, passwordHash });
        if (!member) throw new StudioError(400, 'invalid', { email: ['email_taken'] });
        await recordAudit(tx, {
          staffId: staffOf(request).id,
          action: 'staff.create',
          collection: 'staff',
          entityId: member.id,
          after: { email: member.email, name: member.name, role },
          requestId: request.id,
        });
        return member;
      });
      return reply.code(201).send({ data: created });
    },
    { preValidation: ADMIN },
  );

  registerEndpoint(
    app,
    endpoints.staffUpdate,
    async (request) => {
      const id = request.params.id;
      const body = request.body;
      if (body.password) {
        const [member] = await db.select({ email: staffUsers.email, name: staffUsers.name }).from(staffUsers).where(eq(staffUsers.id, id));
        if (await isGuessable(body.password, 'staff', ownWords(member?.email, body.name ?? member?.name)))
          throw new StudioError(400, 'invalid', { password: ['password_guessable'] });
      }
      const passwordHash = body.password ? await hashPassword(body.password) : undefined;
      const updated = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(staffUsers).where(eq(staffUsers.id, id)).for('update');
        if (!before) throw new StudioError(404, 'not_found');
        const demotes = (body.role !== undefined && body.role !== 'admin') || body.disabled === true;
        if (before.role === 'admin' && !before.disabled && demotes) {
          // Serialises admin changes: two admins demoting each other at once cannot both succeed.
          await tx.execute(sql`select pg_advisory_xact_lock(7242252)`);
          const [admins] = await tx
            .select({ n: count() })
            .from(staffUsers)
            .where(and(eq(staffUsers.role, 'admin'), eq(staffUsers.disabled, false)));
          if ((admins?.n ?? 0) <= 1) throw new StudioError(400, 'invalid', { [body.disabled ? 'disabled' : 'role']: ['last_admin'] });
        }
        const set: Partial<typeof staffUsers.$inferInsert> = {};
        if (body.name !== undefined) set.name = body.name;
        if (body.role !== undefined) set.role = body.role;
        if (body.disabled !== undefined) set.disabled = body.disabled;
        if (passwordHash) set.password_hash = passwordHash;
        await tx.update(staffUsers).set(set).where(eq(staffUsers.id, id));
        if (body.disabled || passwordHash || (body.role !== undefined && body.role !== before.role))
          await deleteStaffSessions(tx as unknown as typeof db, id);
        const pick = (row: { name: string; role: string; disabled: boolean }) => ({
          name: row.name,
          role: row.role,
          disabled: row.disabled,
        });
        await recordAudit(tx, {
          staffId: staffOf(request).id,
          action: 'staff.update',
          collection: 'staff',
          entityId: id,
          before: { ...pick(before), ...(passwordHash ? { password: '(old)' } : {}) },
          after: { ...pick({ ...before, ...set } as typeof before), ...(passwordHash ? { password: '(changed)' } : {}) },
          requestId: request.id,
        });
        return (await readStaff(tx as unknown as typeof db, id))!;
      });
      return { data: updated };
    },
    { preValidation: ADMIN },
  );

  // ---------------------------------------------------------------- collections and entities

  registerEndpoint(
    app,
    endpoints.collectionList,
    async (request) => {
      const role = staffOf(request).role;
      const matrix = await permissionMatrix(db);
      const data = [];
      for (const key of COLLECTION_KEYS) {
        if (!allows(matrix, role, key, 'view')) continue;
        const actions = PERMISSION_ACTIONS.filter((action) => allows(matrix, role, key, action));
        data.push({ key, count: await db.transaction((tx) => countDrafts(tx, key)), may_publish: actions.includes('publish'), actions });
      }
      return { data };
    },
    { preValidation: ANY },
  );

  registerEndpoint(
    app,
    endpoints.entityList,
    async (request) => {
      const { q, page, per_page, status, sort, unconfirmed, missing_en, ref, cols } = request.query;
      const refs = referenceFilters(request.params.collection, ref);
      const fields = columnFields(request.params.collection, cols);
      const { rows, total } = await db.transaction((tx) =>
        listDrafts(tx, request.params.collection, {
          refs,
          q,
          page,
          per_page,
          status,
          sort,
          unconfirmed: unconfirmed === 'yes',
          missingEn: missing_en === 'yes',
          fields,
        }),
      );
      return { data: rows, meta: { page, per_page, total } };
    },
    { preValidation: VIEW },
  );

  registerEndpoint(
    app,
    endpoints.entityRead,
    async (request) => ({ data: await db.transaction((tx) => readDraft(tx, request.params.collection, request.params.id)) }),
    {
      preValidation: VIEW,
    },
  );

  registerEndpoint(
    app,
    endpoints.entityCreate,
    async (request, reply) => {
      const created = await write((tx) => createDraft(tx, request.params.collection, request.body.data, actorOf(request)));
      return reply.code(201).send({ data: created });
    },
    { preValidation: EDIT },
  );

  registerEndpoint(
    app,
    endpoints.entityUpdate,
    async (request) => {
      const { collection, id } = request.params;
      const { data, version, autosave = false } = request.body;
      return { data: await write((tx) => updateDraft(tx, collection, id, data, version, actorOf(request), { autosave })) };
    },
    { preValidation: EDIT },
  );

  registerEndpoint(
    app,
    endpoints.entityPublish,
    async (request) => {
      const { collection, id } = request.params;
      return stateAnswer(await write((tx) => publishDraft(tx, collection, id, request.body.version, actorOf(request))));
    },
    { preValidation: PUBLISH },
  );

  registerEndpoint(
    app,
    endpoints.entityUnpublish,
    async (request) => {
      const { collection, id } = request.params;
      return stateAnswer(await write((tx) => unpublishDraft(tx, collection, id, actorOf(request))));
    },
    { preValidation: PUBLISH },
  );

  registerEndpoint(
    app,
    endpoints.entityConfirm,
    async (request) => {
      const { collection, id } = request.params;
      return { data: await write((tx) => confirmEntity(tx, collection, id, actorOf(request))) };
    },
    { preValidation: EDIT },
  );

  registerEndpoint(
    app,
    endpoints.entityDelete,
    async (request) => {
      const { collection, id } = request.params;
      await write((tx) => deleteDraft(tx, collection, id, actorOf(request)));
      return { data: { id, deleted: true as const } };
    },
    { preValidation: DELETE },
  );

  registerEndpoint(
    app,
    endpoints.entitySchedule,
    async (request) => {
      const { collection, id } = request.params;
      return stateAnswer(await write((tx) => scheduleDraft(tx, collection, id, request.body, actorOf(request))));
    },
    { preValidation: PUBLISH },
  );

  registerEndpoint(
    app,
    endpoints.entityBulk,
    async (request) => {
      const { collection } = request.params;
      const { action, ids, at } = request.body;
      const lang = requestLang(request);
      const actor = actorOf(request);
      const results: EntityBulkResult[] = [];
      let contentVersion = 0;
      // One transaction per entry, as the single action runs: one refusal does not undo the others.
      for (const id of ids) {
        try {
          if (action === 'delete') {
            await write((tx) => deleteDraft(tx, collection, id, actor));
            results.push({ id, ok: true });
          } else if (action === 'schedule_publish' || action === 'schedule_unpublish') {
            // The editor's schedule of one entry (POST …/:id/schedule), the other time kept as it is.
            const which = action === 'schedule_publish' ? 'publish_at' : 'unpublish_at';
            const state = await write((tx) => scheduleDraft(tx, collection, id, { [which]: at }, actor, { ordered: true }));
            results.push({ id, ok: true, status: state.status });
          } else {
            const state = await write((tx) =>
              action === 'publish' ? publishDraft(tx, collection, id, 'current', actor) : unpublishDraft(tx, collection, id, actor),
            );
            if (state.contentChanged !== false) contentVersion = Math.max(contentVersion, state.contentChanged);
            results.push({ id, ok: true, status: state.status });
          }
        } catch (error) {
          if (!(error instanceof StudioError)) throw error;
          results.push({
            id,
            ok: false,
            error: {
              status: error.status,
              message: studioMessage(error.key, lang),
              ...(error.fields ? { errors: translateErrors(error.fields, lang) } : {}),
            },
          });
        }
      }
      if (contentVersion > 0) app.content.changed(contentVersion);
      return { data: results };
    },
    { preValidation: BULK },
  );

  registerEndpoint(
    app,
    endpoints.entityVersions,
    async (request) => ({ data: await db.transaction((tx) => listVersions(tx, request.params.collection, request.params.id)) }),
    {
      preValidation: VIEW,
    },
  );

  registerEndpoint(
    app,
    endpoints.entityVersion,
    async (request) => {
      const { collection, id, n } = request.params;
      return { data: await db.transaction((tx) => readVersion(tx, collection, id, n)) };
    },
    { preValidation: VIEW },
  );

  registerEndpoint(
    app,
    endpoints.entityRestore,
    async (request) => {
      const { collection, id, n } = request.params;
      return { data: await write((tx) => restoreVersion(tx, collection, id, n, actorOf(request))) };
    },
    { preValidation: EDIT },
  );

  registerEndpoint(
    app,
    endpoints.entityPreview,
    async (request) => {
      const { collection, id } = request.params;
      const path = await db.transaction(async (tx) => {
        const found = await readDraft(tx, collection, id);
        await recordAudit(tx, { staffId: staffOf(request).id, action: 'preview', collection, entityId: id, requestId: request.id });
        return previewPath(tx, collection, found.draft);
      });
      // No page shows this draft (no slug yet, a web page or FAQ group the site does not show).
      if (!path) throw new StudioError(400, 'invalid', { _: ['no_preview_page'] });
      const expires = Date.now() + PREVIEW_TTL_MS;
      // Bound to this staff session: the link shows the draft to this browser only (decision 250).
      const token = previewToken(app.accountSecret, collection, id, expires, staffOf(request).tokenHash);
      return { data: { url: `${path}?preview=${encodeURIComponent(token)}`, expires_at: new Date(expires).toISOString() } };
    },
    { preValidation: VIEW },
  );

  // ---------------------------------------------------------------- audit log (admin)

  registerEndpoint(
    app,
    endpoints.auditList,
    async (request) => {
      const { collection, entity_id, staff_id, action, page, per_page } = request.query;
      const where = and(
        collection ? eq(auditLog.collection, collection) : undefined,
        entity_id ? eq(auditLog.entity_id, entity_id) : undefined,
        staff_id ? eq(auditLog.staff_id, staff_id) : undefined,
        action ? eq(auditLog.action, action) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ entry: auditLog, staff: { id: staffUsers.id, name: staffUsers.name, email: staffUsers.email } })
          .from(auditLog)
          .leftJoin(staffUsers, eq(staffUsers.id, auditLog.staff_id))
          .where(where)
          .orderBy(desc(auditLog.id))
          .limit(per_page)
          .offset((page - 1) * per_page),
        db.select({ n: count() }).from(auditLog).where(where),
      ]);
      return {
        data: rows.map(({ entry, staff }) => ({
          id: entry.id,
          at: new Date(entry.at).toISOString(),
          staff: staff?.id ? { id: staff.id, name: staff.name, email: staff.email } : null,
          action: entry.action,
          collection: entry.collection,
          entity_id: entry.entity_id,
          before: entry.before,
          after: entry.after,
          request_id: entry.request_id,
        })),
        meta: { page, per_page, total: total?.n ?? 0 },
      };
    },
    { preValidation: ADMIN },
  );
}

/** The list's `cols` (src/contract/studio/list-columns.ts): the declaration's fields among them; an unknown name is a 400. */
function columnFields(collection: CollectionKey, raw: string | undefined) {
  const columns = parseColumns(raw);
  if (unknownColumns(collection, columns).length > 0) throw new StudioError(400, 'invalid', { cols: ['unknown_column'] });
  return fieldColumns(collection).filter((field) => columns.includes(field.name));
}

/** The public page that shows a draft of the collection (null: none to preview; src/contract/studio/preview-pages.ts). */
async function previewPath(tx: Executor, collection: CollectionKey, draft: Record<string, unknown>): Promise<string | null> {
  if (collection === 'dealer-stock') {
    // A dealer's stock of a product is shown on that product's page.
    const productId = draft.product_id;
    if (typeof productId !== 'number' || !Number.isInteger(productId) || productId < 1 || productId > 2 ** 31 - 1) return null;
    const [found] = await tx.select({ slug: products.slug }).from(products).where(eq(products.id, productId));
    const slug = found?.slug;
    return slug ? href('productInfo', { slug }) : null;
  }
  return PREVIEW_PAGES[collection]?.(draft) ?? null;
}
