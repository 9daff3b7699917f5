import { eq, getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COLLECTION_KEYS } from '@/contract/collections/fields';
import { COLLECTIONS } from '@/contract/collections/registry';
import { warrantyPolicies } from '../db/schema';
import { useTestApp } from '../test/helper';
import { TABLES, writtenColumns } from './tables';
import { call, staffSession } from './test-studio';

// Every collection of the registry round-trips (docs/decisions/250-staff-studio.md): an
// existing public entity opens as a valid draft, saving and publishing it unchanged leaves the public row
// as it was, and every field names a column of its table.
const t = useTestApp({ studioScheduleMs: 0 });

describe('the collection registry against the public tables', () => {
  it.each(COLLECTION_KEYS.map((key) => [key]))('%s: every field is a column of its table', (key) => {
    const columns = Object.keys(getTableColumns(TABLES[key]));
    expect(writtenColumns(key).filter((c) => !columns.includes(c))).toEqual([]);
    expect(COLLECTIONS[key].key).toBe(key);
  });

  it.each(COLLECTION_KEYS.map((key) => [key]))('%s: a seeded entity saves and publishes unchanged', async (key) => {
    const admin = await staffSession(t, 'admin');
    const list = await call(t, `studio/collections/${key}?per_page=1&sort=id`, { cookie: admin.cookie });
    expect(list.statusCode, list.body).toBe(200);
    const [first] = list.json().data as { id: number; status: string }[];
    expect(first, `${key} has seeded content`).toBeDefined();
    expect(first!.status).toBe('published');
    const table = TABLES[key];
    const idColumn = COLLECTIONS[key].idField ?? 'id';
    const before = (await t.db.select().from(table)).find((r) => (r as Record<string, unknown>)[idColumn] === first!.id) as Record<
      string,
      unknown
    >;
    const policy = async () =>
      key === 'brands'
        ? await t.db
            .select()
            .from(warrantyPolicies)
            .where(eq(warrantyPolicies.brand_slug, String(before.slug)))
        : [];
    const policyBefore = await policy();
    const entity = (await call(t, `studio/collections/${key}/${first!.id}`, { cookie: admin.cookie })).json().data;
    const saved = await call(t, `studio/collections/${key}/${first!.id}`, {
      method: 'PUT',
      cookie: admin.cookie,
      body: { data: entity.draft, version: entity.version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await call(t, `studio/collections/${key}/${first!.id}/publish`, {
      method: 'POST',
      cookie: admin.cookie,
      body: { version: saved.json().data.version },
    });
    expect(published.statusCode, published.body).toBe(200);
    const after = (await t.db.select().from(table)).find((r) => (r as Record<string, unknown>)[idColumn] === first!.id) as Record<
      string,
      unknown
    >;
    for (const column of writtenColumns(key)) {
      if (column === 'updated_at') continue;
      const norm = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d\d-\d\d[ T]\d\d:/.test(v) ? new Date(v).toISOString() : v);
      expect({ column, value: norm(after[column]) }).toEqual({ column, value: norm(before[column]) });
    }
    expect(await policy()).toEqual(policyBefore); // a brand's warranty terms (their own table) too
  });
});
