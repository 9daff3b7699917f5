import { cityFind, cityList, provinceList } from '@/contract/endpoints/regions';
import { notFound } from '@/server/lib/http-errors';
import { findProvince, listCities, listKota, listProvinces } from '@/server/repositories/regions';
import type { App } from '@/server/types';
import { registerEndpoint } from '../endpoint-route';

// Province and city pickers (forms, dealer finder): all 38 provinces and 514 regencies (idn-area-data).
export default async function regionRoutes(app: App) {
  registerEndpoint(app, provinceList, async () => ({ data: await listProvinces(app.db) }));

  registerEndpoint(app, cityList, async (request) => {
    if (!(await findProvince(app.db, request.query.province_id))) throw notFound('Province');
    return { data: await listCities(app.db, request.query.province_id) };
  });

  registerEndpoint(app, cityFind, async (request) => ({ data: await listKota(app.db, request.query.lokasi || undefined) }));
}
