import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products, productSearchDocs, studioDrafts } from '../db/schema';
import { createTestApp, type TestApp } from '../test/helper';
import { twoHalves, upload } from './media/test-media';
import { call, productDraft, staffSession } from './test-studio';

// The studio's writes attacked with parallel requests (docs/decisions/250-staff-studio.md):
// duplicate publishes, a publish racing an edit or a delete, parallel creates of one name, products moved
// between two categories in opposite directions, a publish under other studio traffic, and (PostgreSQL) a
// publish that PostgreSQL picks as a deadlock's victim. Every answer is a 2xx or a clear 4xx/409 — never a
// 500 — and what is stored agrees with itself: the public row is the published draft, its search document
// and its category's count follow it, one audit entry per change.

let t: TestApp;
let editor: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  editor = await staffSession(t, 'editor');
});
afterAll(() => t?.close());

let n = 0;
const uniqueName = (what: string) => `Kamera Serentak ${what} ${Date.now().toString(36)}${++n}`;
const create = async (overrides: Record<string, unknown> = {}) => {
  const res = await call(t, 'studio/collections/products', {
    method: 'POST',
    cookie: editor.cookie,
    body: { data: productDraft(overrides) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; version: number };
};
const publish = (id: number, version: number) =>
  call(t, `studio/collections/products/${id}/publish`, { method: 'POST', cookie: editor.cookie, body: { version } });
const update = (id: number, version: number, overrides: Record<string, unknown>) =>
  call(t, `studio/collections/products/${id}`, { method: 'PUT', cookie: editor.cookie, body: { data: productDraft(overrides), version } });
const read = async (id: number) =>
  (await call(t, `studio/collections/products/${id}`, { cookie: editor.cookie })).json().data as {
    version: number;
    status: string;
    draft: { name: string; slug: string };
  };
const publicRow = async (id: number) => (await t.db.select().from(products).where(eq(products.id, id)))[0];
const audits = (id: number, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.collection, 'products'), eq(auditLog.entity_id, String(id)), eq(auditLog.action, action)));
const wrongCounts = async () =>
  (
    (await t.db.execute(
      sql`select c.id from categories c left join category_product_counts k on k.category_id = c.id
          where coalesce(k.products, 0) <> (select count(*) from products p where p.category_id = c.id)`,
    )) as unknown as { rows: unknown[] }
  ).rows;
const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode);

/** The public row, its search document and the draft's published data say the same thing. */
async function consistent(id: number) {
  const [draft] = await t.db
    .select()
    .from(studioDrafts)
    .where(and(eq(studioDrafts.collection, 'products'), eq(studioDrafts.entity_id, id)));
  const row = await publicRow(id);
  const doc = (await t.db.select().from(productSearchDocs).where(eq(productSearchDocs.id, id)))[0];
  if (!draft || draft.published_version === null) {
    expect(row).toBeUndefined();
    expect(doc).toBeUndefined();
    return;
  }
  expect(row, 'a published draft has its public row').toBeDefined();
  expect(row!.price).toBe((draft.published_data as { price: number }).price);
  expect(row!.category_id).toBe((draft.published_data as { category_id: number }).category_id);
  expect(doc, 'and its search document').toBeDefined();
  expect(await wrongCounts()).toEqual([]);
}

describe('the studio under parallel writes', () => {
  it('six publishes of one version at once: all 200, published once, one audit entry', async () => {
    const { id } = await create({ name: uniqueName('ganda') });
    const answers = await Promise.all(Array.from({ length: 6 }, () => publish(id, 1)));
    expect(statuses(answers)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.map((a) => a.json().data.status)).toEqual(Array(6).fill('published'));
    expect(await audits(id, 'publish')).toHaveLength(1);
    await consistent(id);
  });

  it('a publish racing an edit of the same version: one of the two orders, a 409 for the loser if any, never half of each', async () => {
    for (let round = 0; round < 4; round++) {
      const { id } = await create({ name: uniqueName('sunting'), price: 1_000_000 });
      const [published, edited] = await Promise.all([publish(id, 1), update(id, 1, { name: uniqueName('sunting'), price: 2_000_000 })]);
      expect([200, 409]).toContain(published.statusCode);
      expect(edited.statusCode, edited.body).toBe(200);
      const entity = await read(id);
      if (published.statusCode === 200) {
        expect(entity).toMatchObject({ version: 2, status: 'changed' }); // published v1, then edited
        expect((await publicRow(id))!.price).toBe(1_000_000);
      } else {
        expect(published.json()).toMatchObject({ current_version: 2 }); // edited first: v1 is gone
        expect(entity).toMatchObject({ version: 2, status: 'draft' });
      }
      await consistent(id);
    }
  });

  it('a publish racing a delete of a new draft: published (delete 409) or deleted (publish 404), nothing in between', async () => {
    for (let round = 0; round < 4; round++) {
      const { id } = await create({ name: uniqueName('hapus') });
      const [published, deleted] = await Promise.all([
        publish(id, 1),
        call(t, `studio/collections/products/${id}`, { method: 'DELETE', cookie: editor.cookie }),
      ]);
      const pair = `${published.statusCode}/${deleted.statusCode}`;
      expect(['200/409', '404/200']).toContain(pair);
      await consistent(id);
      if (pair === '404/200') expect(await audits(id, 'publish')).toHaveLength(0);
    }
  });

  it('five creates of one name at once: five drafts with five different slugs', async () => {
    const name = uniqueName('nama');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(t, 'studio/collections/products', { method: 'POST', cookie: editor.cookie, body: { data: productDraft({ name }) } }),
      ),
    );
    expect(statuses(answers)).toEqual([201, 201, 201, 201, 201]);
    const ids = answers.map((a) => a.json().data.id as number);
    expect(new Set(ids).size).toBe(5);
    const slugs = await Promise.all(ids.map(async (id) => (await read(id)).draft));
    expect(new Set(slugs.map((s) => s.slug)).size).toBe(5);
  });

  it("two products published into each other's category at once, five times over: all 200, counts right", async () => {
    const [a, b] = [1, 2];
    const x = await create({ name: uniqueName('pindah x'), category_id: a });
    const y = await create({ name: uniqueName('pindah y'), category_id: b });
    expect(statuses(await Promise.all([publish(x.id, 1), publish(y.id, 1)]))).toEqual([200, 200]);
    let vx = 1;
    let vy = 1;
    for (let round = 0; round < 5; round++) {
      const [cx, cy] = round % 2 === 0 ? [b, a] : [a, b];
      const [ux, uy] = await Promise.all([
        update(x.id, vx, { name: (await read(x.id)).draft.name, category_id: cx }),
        update(y.id, vy, { name: (await read(y.id)).draft.name, category_id: cy }),
      ]);
      vx = ux.json().data.version;
      vy = uy.json().data.version;
      expect(statuses(await Promise.all([publish(x.id, vx), publish(y.id, vy)]))).toEqual([200, 200]);
      expect((await publicRow(x.id))!.category_id).toBe(cx);
      expect((await publicRow(y.id))!.category_id).toBe(cy);
    }
    await consistent(x.id);
    await consistent(y.id);
  });

  it('a publish under other studio traffic (collections, lists, an upload, reads): no 5xx anywhere', async () => {
    const { id } = await create({ name: uniqueName('ramai') });
    const picture = await twoHalves(400, 300);
    const answers = await Promise.all([
      publish(id, 1),
      call(t, 'studio/collections', { cookie: editor.cookie }),
      call(t, 'studio/collections/products?per_page=5', { cookie: editor.cookie }),
      upload(t, editor.cookie, { data: picture }),
      call(t, `studio/collections/products/${id}`, { cookie: editor.cookie }),
      call(t, 'studio/collections', { cookie: editor.cookie }),
      t.app.inject({ url: '/api/cms/v2/product/search?q=serentak' }),
    ]);
    expect(statuses(answers)).toEqual([200, 200, 200, 201, 200, 200, 200]);
    await consistent(id);
  });

  it("PostgreSQL: a publish picked as a deadlock's victim is run again and answers 200 (one try only would be a 500)", async () => {
    const { id } = await create({ name: uniqueName('buntu'), category_id: 1 });
    expect((await publish(id, 1)).statusCode).toBe(200);
    const edited = await update(id, 1, { name: (await read(id)).draft.name, category_id: 2 });
    expect(edited.statusCode).toBe(200);
    if (t.kind !== 'postgres') {
      // One session (PGlite): writes never overlap, so there is no deadlock to survive; the publish just works.
      expect((await publish(id, 2)).statusCode).toBe(200);
      await consistent(id);
      return;
    }
    const waiting = async () =>
      Number(
        (
          (await t.db.execute(
            sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          )) as unknown as { rows: { n: number }[] }
        ).rows[0]!.n,
      );
    const until = async (count: number) => {
      for (let i = 0; i < 150 && (await waiting()) < count; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    // Another writer holds category 2's count; the publish (which locked the draft) waits for it; then that
    // writer wants the draft: a cycle. The publish waited first, so PostgreSQL cancels the publish.
    let go = () => {};
    const other = t.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from category_product_counts where category_id = 2 for update`);
      await new Promise<void>((resolve) => (go = resolve));
      await tx.execute(sql`select 1 from studio_drafts where collection = 'products' and entity_id = ${id}::int for update`);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const publishing = publish(id, 2);
    await until(1);
    go();
    const [answer] = await Promise.all([publishing, other]);
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await publicRow(id))!.category_id).toBe(2);
    await consistent(id);
  });
});
