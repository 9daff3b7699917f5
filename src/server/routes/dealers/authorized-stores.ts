import { ErrorSchema } from '../../../contract/common';
import {
  AuthorizedStoreQuerySchema,
  AuthorizedStoreResponseSchema,
  DealerDistributionResponseSchema,
  ListCityQuerySchema,
  ListCityResponseSchema,
  StoreCitiesQuerySchema,
  StoreCitiesResponseSchema,
  StoreProvincesQuerySchema,
  StoreProvincesResponseSchema,
} from '../../../contract/dealers';
import { LangQuerySchema } from '../../../contract/catalogue';
import { dealerDistribution, listStores, storeCities, storeProvinces } from '../../repositories/dealers';
import { requestLang } from '../../lib/request-lang';
import type { App } from '../../types';

// Dealer finder (/authorized-store, /authorized-store-app) and the home page's dealer counts (spec §7).
export default async function authorizedStoreRoutes(app: App) {
  const schema = (summary: string) => ({ tags: ['dealers'], summary });

  app.get(
    '/v2/authorized_store',
    {
      schema: {
        ...schema('Authorized stores by type, region, brand and city; sorted by name; one page holds up to 1000'),
        querystring: AuthorizedStoreQuerySchema,
        response: { 200: AuthorizedStoreResponseSchema, 400: ErrorSchema },
      },
    },
    async (request) => ({ data: await listStores(app.db, request.query, requestLang(request)) }),
  );

  app.get(
    '/v2/authorized_store/provinces',
    {
      schema: {
        ...schema('Provinces that have stores of the type (offline by default), with counts'),
        querystring: StoreProvincesQuerySchema,
        response: { 200: StoreProvincesResponseSchema, 400: ErrorSchema },
      },
    },
    async (request) => ({ data: await storeProvinces(app.db, request.query.type) }),
  );

  app.get(
    '/v2/authorized_store/cities',
    {
      schema: {
        ...schema('Cities (of one province when province_id is given) that have stores, with counts'),
        querystring: StoreCitiesQuerySchema,
        response: { 200: StoreCitiesResponseSchema, 400: ErrorSchema },
      },
    },
    async (request) => ({ data: await storeCities(app.db, request.query.type, request.query.province_id) }),
  );

  app.get(
    '/v2/list_city',
    {
      schema: {
        ...schema('Cities that have stores of the type, with counts'),
        querystring: ListCityQuerySchema,
        response: { 200: ListCityResponseSchema, 400: ErrorSchema },
      },
    },
    async (request) => ({ data: await storeCities(app.db, request.query.type) }),
  );

  app.get(
    '/v3/utils/fetch_dealer',
    {
      schema: {
        ...schema('Offline dealer counts per province and island group, with totals'),
        querystring: LangQuerySchema,
        response: { 200: DealerDistributionResponseSchema, 400: ErrorSchema },
      },
    },
    async (request) => ({ data: await dealerDistribution(app.db, requestLang(request)) }),
  );
}
