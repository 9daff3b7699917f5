import { describe, expect, it } from 'vitest';
import { ErrorSchema } from '@/contract/common';
import { CitiesResponseSchema, ListKotaResponseSchema, ProvincesResponseSchema } from '@/contract/dealers';
import { useTestApp } from '@/server/test/helper';

const t = useTestApp();

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/cms${url}` });

describe('region pickers', () => {
  it('lists all 38 provinces by official code', async () => {
    const res = await get('/v2/utilities/province');
    expect(res.statusCode).toBe(200);
    const provinces = ProvincesResponseSchema.parse(res.json()).data;
    expect(provinces).toHaveLength(38);
    expect(provinces.find((p) => p.id === '31')?.name).toMatch(/Jakarta/);
  });

  it('lists every regency and city of a province; 404 for an unknown province, 400 without one', async () => {
    const res = await get('/v2/utilities/city?province_id=31');
    expect(res.statusCode).toBe(200);
    const cities = CitiesResponseSchema.parse(res.json()).data;
    expect(cities).toHaveLength(6); // five administrative cities and Kepulauan Seribu
    expect(cities.every((c) => c.province_id === '31' && c.id.startsWith('31.'))).toBe(true);
    expect(cities.find((c) => c.id === '31.72')?.name).toMatch(/Jakarta Utara/);

    const missing = await get('/v2/utilities/city?province_id=99');
    expect(missing.statusCode).toBe(404);
    expect(ErrorSchema.parse(missing.json()).message).toMatch(/not found/i);
    for (const bad of ['', '?province_id=', '?province_id=jakarta', '?province_id=311']) {
      const r = await get(`/v2/utilities/city${bad}`);
      expect(r.statusCode).toBe(400);
      expect(ErrorSchema.parse(r.json()).message.length).toBeGreaterThan(0);
    }
  });
});

describe('v2/list_kota', () => {
  it('finds cities by part of the name, any case and accent, with centre and counts', async () => {
    const res = await get('/v2/list_kota?lokasi=jakarta');
    expect(res.statusCode).toBe(200);
    const cities = ListKotaResponseSchema.parse(res.json()).data;
    expect(cities.length).toBeGreaterThanOrEqual(5);
    expect(cities.every((c) => /jakarta/i.test(c.name) && c.province.id === c.province_id)).toBe(true);
    const hosting = cities.filter((c) => c.store_count > 0);
    expect(hosting.length).toBeGreaterThan(0);
    expect(hosting.every((c) => c.lat !== null && c.lng !== null)).toBe(true);
    expect(ListKotaResponseSchema.parse((await get('/v2/list_kota?lokasi=JAKARTA%20UTARA')).json()).data.map((c) => c.id)).toEqual([
      '31.72',
    ]);
    expect(ListKotaResponseSchema.parse((await get('/v2/list_kota?lokasi=31.72')).json()).data.map((c) => c.id)).toEqual(['31.72']);
    expect(ListKotaResponseSchema.parse((await get('/v2/list_kota?lokasi=%25')).json()).data).toEqual([]);
  });

  it('without lokasi lists every city that hosts a store or a service centre', async () => {
    const cities = ListKotaResponseSchema.parse((await get('/v2/list_kota')).json()).data;
    expect(cities.length).toBeGreaterThan(0);
    expect(cities.every((c) => c.store_count + c.service_center_count > 0)).toBe(true);
    expect(cities.some((c) => c.service_center_count > 0)).toBe(true);
    expect((await get(`/v2/list_kota?lokasi=${'x'.repeat(201)}`)).statusCode).toBe(400);
  });
});

it('publishes its paths in the OpenAPI document', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/cms/openapi.json' })).json() as { paths: Record<string, unknown> };
  for (const path of ['/v2/utilities/province', '/v2/utilities/city', '/v2/list_kota'])
    expect(doc.paths).toHaveProperty([`/api/cms${path}`]);
});
