import { holidayList, pickupPoints, serviceCenterList } from '@/contract/endpoints/service';
import { requestLang } from '@/server/lib/request-lang';
import { listHolidays, listPickupPoints, listServiceCenters } from '@/server/repositories/service';
import type { App } from '@/server/types';
import { registerEndpoint } from '../endpoint-route';

// Service centres (/service-center, /service-center-app) and their pickup/drop points (docs/product.md §2).
export default async function serviceCenterRoutes(app: App) {
  registerEndpoint(app, serviceCenterList, async (request) => ({
    data: await listServiceCenters(app.db, request.query, requestLang(request)),
  }));

  registerEndpoint(app, holidayList, async (request) => ({ data: await listHolidays(app.db, requestLang(request)) }));

  registerEndpoint(app, pickupPoints, async (request) => ({ data: await listPickupPoints(app.db, request.query, requestLang(request)) }));
}
