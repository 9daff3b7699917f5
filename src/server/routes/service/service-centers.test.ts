import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ErrorSchema } from '@/contract/common';
import { HolidaysResponseSchema, PickupPointsResponseSchema, ServiceCenterResponseSchema } from '@/contract/service';
import { holidays as holidaysTable } from '@/server/db/schema';
import { useTestApp } from '@/server/test/helper';

const t = useTestApp();

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/cms${url}` });
const centres = async (query = '') => {
  const res = await get(`/v2/service_center${query}`);
  expect(res.statusCode).toBe(200);
  return ServiceCenterResponseSchema.parse(res.json()).data;
};

describe('v2/service_center', () => {
  it('lists every centre by name with the brands it covers and its pickup/drop points', async () => {
    const all = await centres();
    expect(all.length).toBeGreaterThan(1);
    expect(all.every((c) => c.brands.length > 0 && c.province.id === c.city.id.slice(0, 2))).toBe(true);
    expect(all.some((c) => c.pickup_points.length > 0)).toBe(true);
    expect(all.every((c) => c.pickup_points.every((p) => p.service_center_id === c.id))).toBe(true);
    const desc = await centres('?sort=desc');
    expect(desc.map((c) => c.id)).toEqual([...all].reverse().map((c) => c.id));
  });

  it('filters by city name or code and by brand', async () => {
    const all = await centres();
    const city = all[0]!.city;
    const byCode = await centres(`?city=${city.id}`);
    expect(byCode.length).toBeGreaterThan(0);
    expect(byCode.every((c) => c.city.id === city.id)).toBe(true);
    const part = city.name.replace(/^(Kota Administrasi|Kota|Kabupaten)\s+/, '').toLowerCase();
    const byName = await centres(`?city=${encodeURIComponent(part)}`);
    expect(byName.every((c) => c.city.name.toLowerCase().includes(part))).toBe(true);
    expect(byName.map((c) => c.id)).toEqual(expect.arrayContaining(byCode.map((c) => c.id)));
    expect(await centres('?city=Atlantis')).toEqual([]);

    const brand = all[0]!.brands[0]!.slug;
    const byBrand = await centres(`?brand=${brand}`);
    expect(byBrand.length).toBeGreaterThan(0);
    expect(byBrand.every((c) => c.brands.some((b) => b.slug === brand))).toBe(true);
  });

  it('serves structured opening hours for every centre', async () => {
    const all = await centres();
    expect(all.every((c) => c.hours !== null && c.hours.week.length === 7)).toBe(true);
    expect(new Set(all.map((c) => c.hours!.week[6])).size).toBeGreaterThan(1);
  });

  it.each(['?sort=name', '?city=' + 'x'.repeat(201), '?brand=%20', '?lang=fr'])('answers %s with 400', async (query) => {
    const res = await get(`/v2/service_center${query}`);
    expect(res.statusCode).toBe(400);
    expect(ErrorSchema.parse(res.json()).message.length).toBeGreaterThan(0);
  });
});

describe('v2/pickup-points', () => {
  it('lists pickup/drop points, by city or by service centre', async () => {
    const res = await get('/v2/pickup-points');
    expect(res.statusCode).toBe(200);
    const all = PickupPointsResponseSchema.parse(res.json()).data;
    expect(all.length).toBeGreaterThan(0);
    const point = all[0]!;
    const byCentre = PickupPointsResponseSchema.parse(
      (await get(`/v2/pickup-points?service_center_id=${point.service_center_id}`)).json(),
    ).data;
    expect(byCentre.every((p) => p.service_center_id === point.service_center_id)).toBe(true);
    expect(byCentre).toContainEqual(point);
    const byCity = PickupPointsResponseSchema.parse((await get(`/v2/pickup-points?city=${point.city.id}`)).json()).data;
    expect(byCity.every((p) => p.city.id === point.city.id)).toBe(true);
    expect((await get('/v2/pickup-points?service_center_id=abc')).statusCode).toBe(400);
    expect((await get('/v2/pickup-points?service_center_id=0')).statusCode).toBe(400);
  });
});

it('publishes its paths in the OpenAPI document', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/cms/openapi.json' })).json() as { paths: Record<string, unknown> };
  for (const path of ['/v2/service_center', '/v2/pickup-points']) expect(doc.paths).toHaveProperty([`/api/cms${path}`]);
});

describe('v2/holidays', () => {
  const holidays = async (query = '') => {
    const res = await get(`/v2/holidays${query}`);
    expect(res.statusCode).toBe(200);
    return HolidaysResponseSchema.parse(res.json()).data;
  };

  it('lists the calendar by date in the visitor language, without entries that have ended', async () => {
    await t.db.insert(holidaysTable).values([
      { date: '2001-01-01', name: 'Lama', hours: '' },
      { date: '2099-03-01', end_date: '2099-03-03', name: 'Libur uji', name_en: 'Test holiday', hours: '10:00-15:00' },
    ]);
    try {
      const id = await holidays();
      expect(id.map((h) => h.date)).toEqual([...id.map((h) => h.date)].sort());
      expect(id.some((h) => h.name === 'Lama')).toBe(false);
      expect(id).toContainEqual({ date: '2099-03-01', end_date: '2099-03-03', name: 'Libur uji', hours: '10:00-15:00' });
      const en = await holidays('?lang=en');
      expect(en).toContainEqual({ date: '2099-03-01', end_date: '2099-03-03', name: 'Test holiday', hours: '10:00-15:00' });
      expect(en.length).toBe(id.length);
    } finally {
      await t.db.delete(holidaysTable).where(inArray(holidaysTable.name, ['Lama', 'Libur uji']));
    }
  });

  it('answers a bad language with 400', async () => {
    expect((await get('/v2/holidays?lang=fr')).statusCode).toBe(400);
  });
});
