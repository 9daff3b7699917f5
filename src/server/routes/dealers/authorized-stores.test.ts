import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ErrorSchema } from '@/contract/common';
import {
  AuthorizedStoreResponseSchema,
  DealerDistributionResponseSchema,
  ListCityResponseSchema,
  StoreCitiesResponseSchema,
  StoreProvincesResponseSchema,
} from '@/contract/dealers';
import { stores as storesTable } from '@/server/db/schema';
import { useTestApp } from '@/server/test/helper';

const t = useTestApp();

const get = async (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/cms${url}`, headers });
const stores = async (query = '') => {
  const res = await get(`/v2/authorized_store${query}`);
  expect(res.statusCode).toBe(200);
  return AuthorizedStoreResponseSchema.parse(res.json()).data;
};

describe('v2/authorized_store', () => {
  it('returns every offline store in one page by default, sorted by name', async () => {
    const page = await stores();
    expect(page.per_page).toBe(1000);
    expect(page.current_page).toBe(1);
    expect(page.total).toBeGreaterThan(10);
    expect(page.data).toHaveLength(page.total);
    expect(page.data.every((d) => d.type === 'offline_store' && d.address && d.province && d.city)).toBe(true);
    const desc = await stores('?sort=desc');
    expect(desc.data.map((d) => d.id)).toEqual([...page.data].reverse().map((d) => d.id));
    expect(await stores('?sort=asc')).toEqual(page);
  });

  it('narrows by province, then by city of that province', async () => {
    const provinces = StoreProvincesResponseSchema.parse((await get('/v2/authorized_store/provinces')).json()).data;
    const province = [...provinces].sort((a, b) => b.store_count - a.store_count)[0]!;
    const inProvince = await stores(`?province_id=${province.id}`);
    expect(inProvince.total).toBe(province.store_count);
    expect(inProvince.data.every((d) => d.province?.id === province.id && d.province.name === province.name)).toBe(true);

    const cities = StoreCitiesResponseSchema.parse((await get(`/v2/authorized_store/cities?province_id=${province.id}`)).json()).data;
    expect(cities.length).toBeGreaterThan(0);
    expect(cities.every((c) => c.province_id === province.id)).toBe(true);
    expect(cities.reduce((sum, c) => sum + c.store_count, 0)).toBe(province.store_count);
    const city = cities[0]!;
    const inCity = await stores(`?province_id=${province.id}&city_id=${city.id}`);
    expect(inCity.total).toBe(city.store_count);
    expect(inCity.data.every((d) => d.city?.id === city.id)).toBe(true);
  });

  it('filters by city name (any case, part of it) or city code, and by brand', async () => {
    const all = await stores();
    const city = all.data[0]!.city!;
    const byCode = await stores(`?city=${city.id}`);
    expect(byCode.total).toBeGreaterThan(0);
    expect(byCode.data.every((d) => d.city?.id === city.id)).toBe(true);
    const namePart = city.name.replace(/^(Kota Administrasi|Kota|Kabupaten)\s+/, '').toUpperCase();
    const byName = await stores(`?city=${encodeURIComponent(namePart)}`);
    expect(byName.data.map((d) => d.id)).toEqual(expect.arrayContaining(byCode.data.map((d) => d.id)));
    expect(byName.data.every((d) => d.city!.name.toUpperCase().includes(namePart))).toBe(true);

    const brand = all.data[0]!.brands[0]!;
    const byBrand = await stores(`?brand=${brand.slug}`);
    expect(byBrand.total).toBeGreaterThan(0);
    expect(byBrand.total).toBeLessThanOrEqual(all.total);
    expect(byBrand.data.every((d) => d.brands.some((b) => b.slug === brand.slug))).toBe(true);
    expect((await stores('?brand=no-such-brand')).total).toBe(0);
  });

  it('lists online stores with their marketplace and url', async () => {
    const online = await stores('?type=online_store');
    expect(online.total).toBeGreaterThan(0);
    expect(online.data.every((d) => d.type === 'online_store' && d.marketplace && d.url?.startsWith('http'))).toBe(true);
  });

  it('pages 10 at a time when asked', async () => {
    const all = await stores();
    const second = await stores('?per_page=10&page=2');
    expect(second.per_page).toBe(10);
    expect(second.from).toBe(11);
    expect(second.last_page).toBe(Math.ceil(all.total / 10));
    expect(second.data.map((d) => d.id)).toEqual(all.data.slice(10, 20).map((d) => d.id));
    expect((await stores('?page=999')).data).toEqual([]);
  });

  it('serves structured opening hours (the same in both languages) and the hours note in the visitor language', async () => {
    const id = await stores();
    const en = await stores('?lang=en');
    expect(en.data.map((d) => d.id)).toEqual(id.data.map((d) => d.id));
    expect(id.data.every((d) => d.hours !== null && d.hours.week.length === 7)).toBe(true);
    expect(en.data.map((d) => d.hours)).toEqual(id.data.map((d) => d.hours));
    expect(new Set(id.data.map((d) => JSON.stringify(d.hours?.week))).size).toBeGreaterThan(2);
    const [first] = await t.db.select().from(storesTable).orderBy(asc(storesTable.id)).limit(1);
    await t.db
      .update(storesTable)
      .set({ opening_hours: 'Tutup saat salat Jumat', opening_hours_en: 'Closed for Friday prayers' })
      .where(eq(storesTable.id, first!.id));
    try {
      const noteOf = async (lang: string) =>
        (await stores(`?lang=${lang}&search=${encodeURIComponent(first!.name)}`)).data[0]!.opening_hours;
      expect(await noteOf('id')).toBe('Tutup saat salat Jumat');
      expect(await noteOf('en')).toBe('Closed for Friday prayers');
    } finally {
      await t.db.update(storesTable).set({ opening_hours: null, opening_hours_en: null }).where(eq(storesTable.id, first!.id));
    }
  });

  it.each([
    '?page=-1',
    '?per_page=abc',
    '?per_page=100000',
    '?type=shop',
    '?sort=up',
    '?province_id=jakarta',
    '?city_id=31',
    '?brand=%27%3B',
  ])('answers %s with 400 and a message', async (query) => {
    const res = await get(`/v2/authorized_store${query}`);
    expect(res.statusCode).toBe(400);
    expect(ErrorSchema.parse(res.json()).message.length).toBeGreaterThan(0);
  });
});

describe('store regions and counts', () => {
  it('lists provinces and cities with stores; list_city gives every city with stores of the type', async () => {
    const provinces = StoreProvincesResponseSchema.parse((await get('/v2/authorized_store/provinces')).json()).data;
    const total = (await stores()).total;
    expect(provinces.reduce((sum, p) => sum + p.store_count, 0)).toBe(total);
    expect(provinces.every((p) => /^\d{2}$/.test(p.id) && p.store_count > 0)).toBe(true);

    const cities = ListCityResponseSchema.parse((await get('/v2/list_city?type=offline_store')).json()).data;
    expect(cities.reduce((sum, c) => sum + c.store_count, 0)).toBe(total);
    expect(StoreCitiesResponseSchema.parse((await get('/v2/authorized_store/cities')).json()).data).toEqual(cities);
    expect((await get('/v2/list_city?type=warehouse')).statusCode).toBe(400);
    expect((await get('/v2/authorized_store/cities?province_id=3')).statusCode).toBe(400);
  });

  it('counts dealers per province and island group for the home page', async () => {
    const res = await get('/v3/utils/fetch_dealer');
    expect(res.statusCode).toBe(200);
    const d = DealerDistributionResponseSchema.parse(res.json()).data;
    expect(d.total_offline).toBe((await stores()).total);
    expect(d.total_online).toBe((await stores('?type=online_store')).total);
    expect(d.service_centers).toBeGreaterThan(0);
    expect(d.provinces.reduce((sum, p) => sum + p.store_count, 0)).toBe(d.total_offline);
    expect(d.regions.reduce((sum, r) => sum + r.store_count, 0)).toBe(d.total_offline);
    expect(d.regions.find((r) => r.key === 'jawa')!.store_count).toBeGreaterThan(0);
    const en = DealerDistributionResponseSchema.parse((await get('/v3/utils/fetch_dealer?lang=en')).json()).data;
    expect(en.regions.find((r) => r.key === 'jawa')!.name).toBe('Java');
  });
});

it('publishes its paths in the OpenAPI document', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/cms/openapi.json' })).json() as { paths: Record<string, unknown> };
  for (const path of [
    '/v2/authorized_store',
    '/v2/authorized_store/provinces',
    '/v2/authorized_store/cities',
    '/v2/list_city',
    '/v3/utils/fetch_dealer',
  ])
    expect(doc.paths).toHaveProperty([`/api/cms${path}`]);
});
