import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '@/contract/endpoints/all';
import { fillPath, type Endpoint } from '@/contract/endpoints/define';
import * as studio from '@/contract/endpoints/studio';
import * as studioAccount from '@/contract/endpoints/studio-account';
import { STAFF_ROLES } from '@/contract/collections/fields';
import { kindsFor } from '@/contract/studio/inbox';
import { useTestApp } from '../test/helper';
import { call, productDraft, staffSession } from './test-studio';

// Every studio endpoint checks the staff session and the role on the server (docs/decisions/250-staff-studio.md).
// Table-driven over the declarations: a new studio endpoint registered without the guard fails here.
const t = useTestApp();

// Signed-out staff sign in, and ask for and use a password-reset link (docs/decisions/130-accounts-and-sessions.md).
const OPEN = new Set<Endpoint>([studio.studioLogin, studio.studioLogout, studioAccount.passwordResetRequest, studioAccount.passwordReset]);
const ADMIN_ONLY = new Set<Endpoint>([
  studio.staffList,
  studio.staffCreate,
  studio.staffUpdate,
  studio.auditList,
  studioAccount.staffSessionsList,
  studioAccount.staffSessionsRevoke,
]);
const STUDIO = ALL_ENDPOINTS.filter((e) => e.tag === 'studio' && !OPEN.has(e));
const PARAMS = { collection: 'products', id: 1, n: 1 };
const urlOf = (e: Endpoint, params: Record<string, string | number> = PARAMS) => {
  const filled = fillPath(e.path, params);
  // A media id is a UUID; any well-formed one will do: the guard answers before the handler looks.
  return filled.replace(/studio\/media\/1(\/|$)/, 'studio/media/00000000-0000-4000-8000-000000000000$1');
};

describe('studio role checks', () => {
  it('lists the studio endpoints it checks', () => {
    expect(STUDIO.length).toBeGreaterThanOrEqual(15);
    expect(STUDIO).toContain(studio.entityPublish);
  });

  it.each(STUDIO.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s answers 401 without a staff session and stores nothing',
    async (_name, endpoint) => {
      const response = await call(t, urlOf(endpoint), { method: endpoint.method, ...(endpoint.method === 'GET' ? {} : { body: {} }) });
      expect(response.statusCode).toBe(401);
      expect(response.headers['cache-control']).toContain('no-store');
    },
  );

  it.each(STUDIO.filter((e) => e.path.includes(':collection')).map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s answers 403 to the HR role on products (before looking at the body)',
    async (_name, endpoint) => {
      const hr = await staffSession(t, 'hr');
      const response = await call(t, urlOf(endpoint), {
        method: endpoint.method,
        cookie: hr.cookie,
        ...(endpoint.method === 'GET' ? {} : { body: { data: productDraft(), version: 1 } }),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'permission_denied', collection: 'products' });
      expect(response.json().message).toMatch(/^Peran Anda tidak boleh /);
    },
  );

  it.each([...ADMIN_ONLY].map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s answers 403 to an editor (admin only)',
    async (_name, endpoint) => {
      const editor = await staffSession(t, 'editor');
      const response = await call(t, urlOf(endpoint, { id: editor.id }), {
        method: endpoint.method,
        cookie: editor.cookie,
        ...(endpoint.method === 'GET' ? {} : { body: { email: 'x@denka.test', name: 'X', role: 'admin', password: 'rahasia-panjang-1' } }),
        headers: { 'accept-language': 'en' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Your role may not do this.');
    },
  );

  it('lets HR edit jobs but not see products in its collection list; a disabled account is logged out at once', async () => {
    const hr = await staffSession(t, 'hr');
    const list = await call(t, 'studio/collections', { cookie: hr.cookie });
    expect(list.json().data.map((c: { key: string }) => c.key)).toEqual(['jobs']);
    expect((await call(t, 'studio/collections/jobs', { cookie: hr.cookie })).statusCode).toBe(200);

    const admin = await staffSession(t, 'admin');
    const disabled = await call(t, `studio/staff/${hr.id}`, { method: 'PATCH', cookie: admin.cookie, body: { disabled: true } });
    expect(disabled.statusCode).toBe(200);
    expect((await call(t, 'studio/collections/jobs', { cookie: hr.cookie })).statusCode).toBe(401);
  });

  // Open to every role, each answered only with the panels it may read (src/server/studio/dashboard.test.ts has the contents).
  it.each(STAFF_ROLES.map((role) => [role] as const))('GET studio/dashboard answers the %s role with its own panels', async (role) => {
    const member = await staffSession(t, role);
    const response = await call(t, urlOf(studio.studioDashboard), { cookie: member.cookie });
    expect(response.statusCode).toBe(200);
    const panels = Object.keys(response.json().data);
    expect(panels.includes('inbox')).toBe(kindsFor(role).length > 0);
    expect(panels.includes('unconfirmed')).toBe(role === 'admin' || role === 'editor' || role === 'service');
  });

  it('refuses a cross-site write with a valid staff cookie (CSRF, decision 130)', async () => {
    const editor = await staffSession(t, 'editor');
    const response = await call(t, 'studio/collections/products', {
      method: 'POST',
      cookie: editor.cookie,
      body: { data: productDraft() },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('an editor is not an admin: it cannot make itself one', async () => {
    const editor = await staffSession(t, 'editor');
    const response = await call(t, `studio/staff/${editor.id}`, { method: 'PATCH', cookie: editor.cookie, body: { role: 'admin' } });
    expect(response.statusCode).toBe(403);
  });
});
