import { LangQuerySchema } from '../../../contract/catalogue';
import { ErrorSchema } from '../../../contract/common';
import {
  CitiesQuerySchema,
  CitiesResponseSchema,
  ListKotaQuerySchema,
  ListKotaResponseSchema,
  ProvincesResponseSchema,
} from '../../../contract/dealers';
import { notFound } from '../../lib/http-errors';
import { findProvince, listCities, listKota, listProvinces } from '../../repositories/regions';
import type { App } from '../../types';

// Province and city pickers (forms, dealer finder): all 38 provinces and 514 regencies (idn-area-data).
export default async function regionRoutes(app: App) {
  app.get(
    '/v2/utilities/province',
    {
      schema: {
        tags: ['regions'],
        summary: 'All provinces, by official code',
        querystring: LangQuerySchema,
        response: { 200: ProvincesResponseSchema, 400: ErrorSchema },
      },
    },
    async () => ({ data: await listProvinces(app.db) }),
  );

  app.get(
    '/v2/utilities/city',
    {
      schema: {
        tags: ['regions'],
        summary: 'All regencies and cities of a province, by official code',
        querystring: CitiesQuerySchema,
        response: { 200: CitiesResponseSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      if (!(await findProvince(app.db, request.query.province_id))) throw notFound('Province');
      return { data: await listCities(app.db, request.query.province_id) };
    },
  );

  app.get(
    '/v2/list_kota',
    {
      schema: {
        tags: ['regions'],
        summary: 'Cities whose name contains lokasi (or whose code it is), with centre and store/service counts',
        querystring: ListKotaQuerySchema,
        response: { 200: ListKotaResponseSchema, 400: ErrorSchema },
      },
    },
    async (request) => ({ data: await listKota(app.db, request.query.lokasi || undefined) }),
  );
}
