import { readFileSync } from 'node:fs';
import { asc, eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DealerPageResponseSchema } from '@/contract/dealers';
import { distanceKm } from '@/contract/geo';
import { ServiceCenterPageResponseSchema } from '@/contract/service';
import { serviceCenters, stores } from '@/server/db/schema';
import { placeSlug } from '@/server/lib/place-slug';
import { nearestStoresQuery } from '@/server/repositories/dealers';
import { useTestApp } from '@/server/test/helper';

// A page per dealer and per service centre (docs/decisions/025-dealer-finders.md): v2/dealer/{slug} and
// v2/service_center/{slug} answer the place and its three nearest others, by one indexed query; every existing
// row got a unique, readable slug from the migration.

const t = useTestApp();
const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/cms${url}` });
const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('v2/dealer/{slug}', () => {
  it('answers the dealer and the three nearest other offline dealers, nearest first, as a brute force over every dealer finds them', async () => {
    const all = await t.db.select().from(stores).where(eq(stores.type, 'offline_store')).orderBy(asc(stores.id));
    const dealer = all[7]!;
    const res = await get(`/v2/dealer/${dealer.slug}?lang=en`);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = DealerPageResponseSchema.parse(res.json());
    expect(data.dealer).toMatchObject({ id: dealer.id, slug: dealer.slug, name: dealer.name, address: dealer.address });
    const expected = all
      .filter((d) => d.id !== dealer.id && d.lat !== null && d.lng !== null)
      .map((d) => ({ id: d.id, km: distanceKm({ lat: dealer.lat!, lng: dealer.lng! }, { lat: d.lat!, lng: d.lng! }) }))
      .sort((a, b) => a.km - b.km || a.id - b.id)
      .slice(0, 3);
    expect(data.nearby.map((d) => d.id)).toEqual(expected.map((d) => d.id));
    data.nearby.forEach((d, i) => expect(d.distance_km).toBeCloseTo(expected[i]!.km, 6));
    expect(data.nearby.every((d) => d.type === 'offline_store' && d.slug !== dealer.slug)).toBe(true);
  });

  it('finds the candidates by the GiST index on the coordinates (a k-nearest-neighbour scan), not by reading every dealer', async () => {
    const [dealer] = await t.db.select().from(stores).where(eq(stores.type, 'offline_store')).limit(1);
    const query = nearestStoresQuery(t.db, { id: dealer!.id, lat: dealer!.lat!, lng: dealer!.lng! }).toSQL();
    // The demo table is small enough for a sequential scan to be cheaper; the index must still serve the order.
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const explained = (await tx.execute(sql.raw(`explain ${inline(query.sql, query.params)}`))) as unknown as {
        rows: Record<string, string>[];
      };
      return explained.rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toMatch(/Index Scan using stores_geo_idx/);
    expect(plan).not.toMatch(/Sort/);
  });

  it('answers 404 for an unknown slug and for an online store, and a 4xx — never a 500 — for a hostile one', async () => {
    expect((await get('/v2/dealer/no-such-dealer')).statusCode).toBe(404);
    const [online] = await t.db.select().from(stores).where(eq(stores.type, 'online_store')).limit(1);
    expect((await get(`/v2/dealer/${online!.slug}`)).statusCode).toBe(404);
    for (const slug of ['%00', 'a'.repeat(5_000), encodeURIComponent("x' or 1=1 --"), '%E0%A4%A']) {
      const res = await get(`/v2/dealer/${slug}`);
      expect(res.statusCode, slug.slice(0, 20)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, slug.slice(0, 20)).toBeLessThan(500);
    }
    expect((await get('/v2/dealer/x?lang=xx')).statusCode).toBe(400);
  });
});

describe('v2/service_center/{slug}', () => {
  it('answers the centre with its services and its three nearest other centres, nearest first', async () => {
    const all = await t.db.select().from(serviceCenters).orderBy(asc(serviceCenters.id));
    const centre = all[0]!;
    const res = await get(`/v2/service_center/${centre.slug}`);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = ServiceCenterPageResponseSchema.parse(res.json());
    expect(data.center).toMatchObject({ id: centre.id, slug: centre.slug, services: centre.services });
    expect(data.center.services.length).toBeGreaterThan(0);
    const expected = all
      .filter((c) => c.id !== centre.id)
      .map((c) => ({ id: c.id, km: distanceKm(centre, c) }))
      .sort((a, b) => a.km - b.km || a.id - b.id)
      .slice(0, 3);
    expect(data.nearby.map((c) => c.id)).toEqual(expected.map((c) => c.id));
    // English services where the centre has them.
    const en = ServiceCenterPageResponseSchema.parse((await get(`/v2/service_center/${centre.slug}?lang=en`)).json()).data;
    expect(en.center.services).toEqual(centre.services_en);
    expect((await get('/v2/service_center/no-such-centre')).statusCode).toBe(404);
  });
});

describe('slugs', () => {
  it('every dealer and service centre has a unique, readable slug: its name, and its city unless the name says it', async () => {
    for (const table of ['stores', 'service_centers']) {
      const [counts] = await rows<{ n: string; distinct: string }>(
        sql.raw(`select count(*) as n, count(distinct slug) as distinct from ${table}`),
      );
      expect(Number(counts!.distinct)).toBe(Number(counts!.n));
    }
    const [dealer] = await t.db.select().from(stores).where(eq(stores.type, 'offline_store')).orderBy(asc(stores.id)).limit(1);
    expect(dealer!.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(placeSlug('Sentra Kamera Jaya Bandung', 'Kota Bandung')).toBe('sentra-kamera-jaya-bandung');
    expect(placeSlug('Toko Foto & Vidéo', 'Kabupaten Sleman')).toBe('toko-foto-dan-video-sleman');
  });

  it("the migration's backfill gives duplicates the row's id and agrees with the seed's rule (src/server/lib/place-slug.ts)", async () => {
    const migration = readFileSync(new URL('../../db/migrations/0025_dealer_pages.sql', import.meta.url), 'utf8');
    const statements = migration.split('--> statement-breakpoint').map((s) => s.trim());
    const fn = statements.find((s) => s.includes('CREATE FUNCTION'))!;
    const backfill = statements.find((s) => s.startsWith('WITH base') && s.includes('UPDATE "stores"'))!;
    const [city] = await rows<{ code: string; province_code: string; name: string }>(
      sql`select code, province_code, name from cities where name = 'Kota Bandung'`,
    );
    const names = ['Qz Kamera Ceria', 'Qz Kamera Ceria', 'Qz Foto Bandung', 'Qz Lensa & Citra Ñusantara'];
    const before = await t.db.select({ id: stores.id, slug: stores.slug }).from(stores).orderBy(asc(stores.id));
    let ids: number[] = [];
    let after: { id: number; slug: string }[] = [];
    await t.db
      .transaction(async (tx) => {
        const values = names.map((name, i) => ({
          type: 'offline_store' as const,
          name,
          slug: `temp-${i}`,
          province_code: city!.province_code,
          city_code: city!.code,
        }));
        ids = (await tx.insert(stores).values(values).returning({ id: stores.id })).map((r) => r.id);
        await tx.execute(sql.raw(fn.replace(/;$/, '')));
        await tx.execute(sql.raw(backfill));
        after = await tx.select({ id: stores.id, slug: stores.slug }).from(stores).orderBy(asc(stores.id));
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    const slugOf = new Map(after.map((r) => [r.id, r.slug]));
    expect(new Set(slugOf.values()).size).toBe(after.length);
    expect(ids.map((id) => slugOf.get(id))).toEqual([
      'qz-kamera-ceria-bandung',
      `qz-kamera-ceria-bandung-${ids[1]}`,
      'qz-foto-bandung',
      placeSlug(names[3]!, 'Kota Bandung'),
    ]);
    expect(placeSlug(names[3]!, 'Kota Bandung')).toBe('qz-lensa-dan-citra-nusantara-bandung');
    // The seed named every demo row by the TypeScript rule; the SQL backfill gives each the same slug.
    for (const row of before) expect(slugOf.get(row.id), String(row.id)).toBe(row.slug);
  });
});

/** Drizzle's SQL with its parameters written in (for EXPLAIN, which takes no bind parameters here). */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  });
}
