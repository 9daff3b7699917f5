import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema';
import { useTestApp } from '../test/helper';
import { call, productDraft, staffSession } from './test-studio';

// The studio's drafts, publishing, versions and audit (docs/decisions/250-studio-drafts-beside-published.md).
const t = useTestApp();

describe('studio drafts and publishing', () => {
  it('creates a draft that is not public, publishes it, and the public API serves it', async () => {
    const editor = await staffSession(t, 'editor');
    const created = await call(t, 'studio/collections/products', { method: 'POST', cookie: editor.cookie, body: { data: productDraft({ name: 'Kamera Draf Satu' }) } });
    expect(created.statusCode).toBe(201);
    const { id, version } = created.json().data;
    expect(version).toBe(1);
    const read = await call(t, `studio/collections/products/${id}`, { cookie: editor.cookie });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ status: 'draft', published: null, draft: { slug: 'kamera-draf-satu' } });
    expect((await t.app.inject({ url: '/api/cms/v3/products/find?slug=kamera-draf-satu' })).statusCode).toBe(404);

    const published = await call(t, `studio/collections/products/${id}/publish`, { method: 'POST', cookie: editor.cookie, body: { version: 1 } });
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({ status: 'published', version: 1 });
    const find = await t.app.inject({ url: '/api/cms/v3/products/find?slug=kamera-draf-satu' });
    expect(find.statusCode).toBe(200);
    expect(find.json().data).toMatchObject({ id, name: 'Kamera Draf Satu' });
    const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.collection, 'products'), eq(auditLog.entity_id, String(id))));
    expect(audit.map((a) => a.action)).toEqual(['create', 'publish']);
  });
});
