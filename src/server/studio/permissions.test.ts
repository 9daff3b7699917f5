import { describe, expect, it } from 'vitest';
import { COLLECTION_KEYS, PERMISSION_ACTIONS, STAFF_ROLES, type PermissionAction, type StaffRole } from '@/contract/collections/fields';
import { ALL_ENDPOINTS } from '@/contract/endpoints/all';
import { fillPath, type Endpoint } from '@/contract/endpoints/define';
import * as studio from '@/contract/endpoints/studio';
import * as studioMedia from '@/contract/endpoints/studio-media';
import { allows, allowsMedia, defaultMatrix, takesMedia, type PermissionMatrix } from '@/contract/studio/permissions';
import { studioPermissions } from '../db/schema';
import { useTestApp } from '../test/helper';
import { call, staffSession } from './test-studio';

// The permission matrix (src/contract/studio/permissions.ts; docs/decisions/250-staff-studio.md): the defaults
// built from the collection declarations, checked against the live API for every collection × action × role,
// admins' overrides in force at once and audited, and the hostile inputs a 4xx.
const t = useTestApp();

/** The action each studio route with a collection needs (the test fails for a route missing here). */
const ACTION_OF = new Map<Endpoint, PermissionAction[]>([
  [studio.entityList, ['view']],
  [studio.entityRead, ['view']],
  [studio.entityVersions, ['view']],
  [studio.entityVersion, ['view']],
  [studio.entityPreview, ['view']],
  [studio.entityCreate, ['edit']],
  [studio.entityUpdate, ['edit']],
  [studio.entityRestore, ['edit']],
  [studio.entityConfirm, ['edit']],
  [studio.entityPublish, ['publish']],
  [studio.entityUnpublish, ['publish']],
  [studio.entitySchedule, ['publish']],
  [studio.entityDelete, ['delete']],
  // With the probe's body (no action), only `view`; the action's own right is tested with real bodies (studio.test.ts).
  [studio.entityBulk, ['view']],
  // Saved list views: whoever may view the list keeps views of it.
  [studio.listViews, ['view']],
  [studio.listViewCreate, ['view']],
  [studio.listViewUpdate, ['view']],
  [studio.listViewDelete, ['view']],
  [studioMedia.csvExport, ['view']],
  [studioMedia.csvImport, ['edit', 'publish']],
]);
const MEDIA_ACTION = new Map<Endpoint, 'edit' | 'delete'>([
  [studioMedia.mediaUpload, 'edit'],
  [studioMedia.mediaList, 'edit'],
  [studioMedia.mediaGet, 'edit'],
  [studioMedia.mediaUsagesGet, 'edit'],
  [studioMedia.mediaUpdate, 'edit'],
  [studioMedia.mediaReplace, 'edit'],
  [studioMedia.mediaDelete, 'delete'],
]);
const COLLECTION_ROUTES = ALL_ENDPOINTS.filter((e) => e.tag === 'studio' && e.path.includes(':collection'));
const MEDIA_ROUTES = ALL_ENDPOINTS.filter((e) => e.tag === 'studio' && e.path.startsWith('studio/media'));
const MEDIA_ID = '00000000-0000-4000-8000-000000000000';

/**
 * A request that passes the guard only with the right and then fails cheaply: `lang=zz` is refused by every
 * studio route's query schema, which runs after the guard (permitted → 400, refused → 403).
 */
const probe = (endpoint: Endpoint, cookie: string, collection: string) =>
  call(
    t,
    `${fillPath(endpoint.path, { collection, id: 1, n: 1 }).replace(/studio\/media\/1(\/|$)/, `studio/media/${MEDIA_ID}$1`)}?lang=zz`,
    {
      method: endpoint.method,
      cookie,
      ...(endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : { body: { version: 1 } }),
    },
  );

const sessions = async () => {
  const out = {} as Record<StaffRole, string>;
  for (const role of STAFF_ROLES) out[role] = (await staffSession(t, role)).cookie;
  return out;
};

describe('the permission matrix from the declarations', () => {
  const defaults = defaultMatrix();

  it('fits the roles: editors own the content, service its centres and pickup points, HR its jobs (and uploads)', () => {
    for (const key of COLLECTION_KEYS) {
      if (key === 'jobs' || defaults.marketing[key].includes('edit')) continue;
      expect(defaults.editor[key], key).toEqual([...PERMISSION_ACTIONS]);
    }
    expect(defaults.service['service-centers']).toEqual(['view', 'edit', 'publish']);
    expect(defaults.service['pickup-points']).toEqual(['view', 'edit', 'publish']);
    // What the service editor's pickers list: the brands a centre serves (seen, never changed).
    expect(defaults.service.brands).toEqual(['view']);
    expect(defaults.service.products).toEqual([]);
    expect(defaults.hr.jobs).toEqual([...PERMISSION_ACTIONS]);
    expect(COLLECTION_KEYS.filter((key) => defaults.hr[key].length > 0)).toEqual(['jobs']);
    expect(takesMedia('jobs')).toBe(true);
    expect(allowsMedia(defaults, 'hr', 'edit')).toBe(true);
    expect(allowsMedia(defaults, 'service', 'edit')).toBe(false);
    for (const role of ['editor', 'marketing'] as const) expect(allowsMedia(defaults, role, 'delete')).toBe(true);
  });

  it('covers every studio route that names a collection', () => {
    expect(COLLECTION_ROUTES.length).toBeGreaterThanOrEqual(14);
    for (const endpoint of COLLECTION_ROUTES) expect(ACTION_OF.has(endpoint), `${endpoint.method} ${endpoint.path}`).toBe(true);
    for (const endpoint of MEDIA_ROUTES.filter((e) => !e.path.includes(':collection')))
      expect(MEDIA_ACTION.has(endpoint), `${endpoint.method} ${endpoint.path}`).toBe(true);
  });

  it('the live API answers every collection × action × role as the defaults say', { timeout: 300_000 }, async () => {
    const cookies = await sessions();
    const wrong: string[] = [];
    let checked = 0;
    for (const role of STAFF_ROLES)
      for (const collection of COLLECTION_KEYS) {
        for (const [endpoint, actions] of ACTION_OF) {
          const expected = actions.every((action) => allows(defaults, role, collection, action));
          const response = await probe(endpoint, cookies[role], collection);
          checked++;
          const refused = response.statusCode === 403;
          if (refused === expected) wrong.push(`${role} ${endpoint.method} ${endpoint.path} ${collection}: ${response.statusCode}`);
          else if (refused) {
            const body = response.json();
            expect(body.code).toBe('permission_denied');
            expect(body.collection).toBe(collection);
            expect(actions).toContain(body.action);
          } else expect(response.statusCode).toBe(400);
        }
        // And a real read: the list answers 200 to those who may view it.
        const list = await call(t, `studio/collections/${collection}?per_page=1`, { cookie: cookies[role] });
        if ((list.statusCode === 200) !== allows(defaults, role, collection, 'view'))
          wrong.push(`${role} list ${collection}: ${list.statusCode}`);
      }
    for (const role of STAFF_ROLES)
      for (const [endpoint, action] of MEDIA_ACTION) {
        const response = await probe(endpoint, cookies[role], '');
        checked++;
        if ((response.statusCode === 403) === allowsMedia(defaults, role, action))
          wrong.push(`${role} ${endpoint.method} ${endpoint.path}: ${response.statusCode}`);
      }
    expect(wrong).toEqual([]);
    expect(checked).toBe(STAFF_ROLES.length * (COLLECTION_KEYS.length * ACTION_OF.size + MEDIA_ACTION.size));
  });

  it('lists to each role the collections it may view, with what it may do there', async () => {
    const cookies = await sessions();
    for (const role of STAFF_ROLES) {
      const data = (await call(t, 'studio/collections', { cookie: cookies[role] })).json().data as {
        key: string;
        actions: string[];
        may_publish: boolean;
      }[];
      const visible = COLLECTION_KEYS.filter((key) => allows(defaults, role, key, 'view'));
      expect(data.map((c) => c.key)).toEqual(visible);
      for (const entry of data) {
        const key = entry.key as (typeof COLLECTION_KEYS)[number];
        expect(entry.actions).toEqual(PERMISSION_ACTIONS.filter((a) => allows(defaults, role, key, a)));
        expect(entry.may_publish).toBe(entry.actions.includes('publish'));
      }
    }
  });
});

describe('admins change the matrix in the studio', () => {
  const read = async (cookie: string) =>
    (await call(t, 'studio/permissions', { cookie })).json().data as { matrix: PermissionMatrix; defaults: PermissionMatrix };

  it('takes a removed right away at once (403 from the server), audits it, and gives it back', async () => {
    const admin = await staffSession(t, 'admin');
    const service = await staffSession(t, 'service');
    const [centre] = (await call(t, 'studio/collections/service-centers?per_page=1', { cookie: service.cookie })).json().data;
    const url = `studio/collections/service-centers/${centre.id}`;
    const entity = (await call(t, url, { cookie: service.cookie })).json().data;
    const saved = await call(t, url, {
      method: 'PUT',
      cookie: service.cookie,
      body: { data: { ...entity.draft, phone: '021-555-0101' }, version: entity.version },
    });
    expect(saved.statusCode).toBe(200);
    const published = await call(t, `${url}/publish`, {
      method: 'POST',
      cookie: service.cookie,
      body: { version: saved.json().data.version },
    });
    expect(published.statusCode).toBe(200);

    const { matrix, defaults } = await read(admin.cookie);
    expect(matrix).toEqual(defaults);
    matrix.service['service-centers'] = ['view', 'edit'];
    const put = await call(t, 'studio/permissions', { method: 'PUT', cookie: admin.cookie, body: { matrix } });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.matrix.service['service-centers']).toEqual(['view', 'edit']);
    expect(await t.db.select().from(studioPermissions)).toMatchObject([
      { role: 'service', collection: 'service-centers', action: 'publish', allowed: false, updated_by: admin.id },
    ]);

    // The very next request: editing still works, publishing is refused with a code and a clear message.
    const again = await call(t, url, {
      method: 'PUT',
      cookie: service.cookie,
      body: { data: { ...entity.draft, phone: '021-555-0102' }, version: published.json().data.version },
    });
    expect(again.statusCode).toBe(200);
    const refused = await call(t, `${url}/publish`, {
      method: 'POST',
      cookie: service.cookie,
      body: { version: again.json().data.version },
      headers: { 'accept-language': 'en' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'Your role may not publish, unpublish or schedule this. An admin can change it under Permissions.',
      code: 'permission_denied',
      collection: 'service-centers',
      action: 'publish',
    });
    const unpublish = await call(t, `${url}/unpublish`, { method: 'POST', cookie: service.cookie, body: {} });
    expect(unpublish.json().code).toBe('permission_denied');
    const listed = (await call(t, 'studio/collections', { cookie: service.cookie })).json().data;
    expect(listed.find((c: { key: string }) => c.key === 'service-centers')).toMatchObject({
      may_publish: false,
      actions: ['view', 'edit'],
    });

    const audit = (await call(t, 'studio/audit?action=permissions.update', { cookie: admin.cookie })).json().data;
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staff: { id: admin.id },
      collection: 'permissions',
      before: { service: { 'service-centers': ['view', 'edit', 'publish'] } },
      after: { service: { 'service-centers': ['view', 'edit'] } },
    });

    // Back to the defaults: no override left, the publish goes through, and a save without a change is not audited.
    const reset = await call(t, 'studio/permissions', { method: 'PUT', cookie: admin.cookie, body: { matrix: defaults } });
    expect(reset.statusCode).toBe(200);
    expect(await t.db.select().from(studioPermissions)).toEqual([]);
    expect(
      (await call(t, `${url}/publish`, { method: 'POST', cookie: service.cookie, body: { version: again.json().data.version } }))
        .statusCode,
    ).toBe(200);
    await call(t, 'studio/permissions', { method: 'PUT', cookie: admin.cookie, body: { matrix: defaults } });
    expect((await call(t, 'studio/audit?action=permissions.update', { cookie: admin.cookie })).json().data).toHaveLength(2);
  });

  it('grants too: HR given view on products sees them, and nothing else', async () => {
    const admin = await staffSession(t, 'admin');
    const hr = await staffSession(t, 'hr');
    const { matrix, defaults } = await read(admin.cookie);
    expect((await call(t, 'studio/collections/products?per_page=1', { cookie: hr.cookie })).statusCode).toBe(403);
    matrix.hr.products = ['view'];
    expect((await call(t, 'studio/permissions', { method: 'PUT', cookie: admin.cookie, body: { matrix } })).statusCode).toBe(200);
    expect((await call(t, 'studio/collections/products?per_page=1', { cookie: hr.cookie })).statusCode).toBe(200);
    expect((await call(t, 'studio/collections/products/1', { method: 'DELETE', cookie: hr.cookie })).json().action).toBe('delete');
    await call(t, 'studio/permissions', { method: 'PUT', cookie: admin.cookie, body: { matrix: defaults } });
  });

  it('refuses the matrix to everyone but admins, cross-site writes, and every malformed matrix (4xx, nothing stored)', async () => {
    const admin = await staffSession(t, 'admin');
    const editor = await staffSession(t, 'editor');
    const { matrix } = await read(admin.cookie);
    const put = (body: unknown, cookie = admin.cookie, headers: Record<string, string> = {}) =>
      call(t, 'studio/permissions', { method: 'PUT', cookie, body, headers });

    // A staff member cannot make itself anything: not by the matrix, not by a role in a body.
    expect((await call(t, 'studio/permissions', { cookie: editor.cookie })).statusCode).toBe(403);
    expect((await put({ matrix }, editor.cookie)).statusCode).toBe(403);
    const forged = await call(t, 'studio/collections/jobs', { method: 'POST', cookie: editor.cookie, body: { role: 'admin', data: {} } });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().action).toBe('edit');
    expect((await put({ matrix })).statusCode).toBe(200); // the same body from the admin is fine
    expect((await call(t, 'studio/permissions', { method: 'PUT', body: { matrix } })).statusCode).toBe(401);
    const crossSite = await put(
      { matrix: { ...matrix, service: { ...matrix.service, products: ['view', 'edit', 'publish', 'delete'] } } },
      admin.cookie,
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.statusCode).toBe(403);

    const bad: unknown[] = [
      {},
      { matrix: null },
      { matrix: { ...matrix, admin: matrix.editor } },
      { matrix: { ...matrix, owner: matrix.editor } },
      { matrix: { ...matrix, editor: { ...matrix.editor, nope: ['view'] } } },
      { matrix: { ...matrix, editor: { ...matrix.editor, products: ['view', 'approve'] } } },
      { matrix: { ...matrix, editor: { ...matrix.editor, products: ['view', 'view'] } } },
      { matrix: { ...matrix, editor: { ...matrix.editor, products: 'view' } } },
      { matrix: { ...matrix, hr: undefined } },
      { matrix, role: 'admin' },
    ];
    for (const body of bad) {
      const response = await put(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(response.json().message).toBe('Periksa kembali isian formulir.');
    }
    const noView = await put({ matrix: { ...matrix, service: { ...matrix.service, products: ['edit'] } } }, admin.cookie, {
      'accept-language': 'en',
    });
    expect(noView.statusCode).toBe(400);
    expect(Object.keys(noView.json().errors)).toEqual(['matrix.service.products']);
    expect((await put('nope')).statusCode).toBe(400);
    expect(await t.db.select().from(studioPermissions)).toEqual([]);

    // An unknown collection on a content route is the schema's 400, never a 403 that tells keys apart.
    const service = await staffSession(t, 'service');
    expect((await call(t, 'studio/collections/nope', { cookie: service.cookie })).statusCode).toBe(400);
    expect(
      (await call(t, 'studio/collections/nope/1/publish', { method: 'POST', cookie: service.cookie, body: { version: 1 } })).statusCode,
    ).toBe(400);
  });
});
