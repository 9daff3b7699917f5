import { holidayList, pickupPoints, serviceCenterList, serviceCenterPage } from '@/contract/endpoints/service';
import { notFound } from '@/server/lib/http-errors';
import { requestLang } from '@/server/lib/request-lang';
import { findServiceCenterPage, listHolidays, listPickupPoints, listServiceCenters } from '@/server/repositories/service';
import type { App } from '@/server/types';
import { registerEndpoint } from '../endpoint-route';

// Service centres (/service-center, /service-center-app, one centre's page /service-center/{slug}) and their pickup/drop points (docs/product.md §2).
export default async function serviceCenterRoutes(app: App) {
  registerEndpoint(app, serviceCenterList, async (request) => ({
    data: await listServiceCenters(app.db, request.query, requestLang(request)),
  }));

  registerEndpoint(app, serviceCenterPage, async (request) => {
    const page = await findServiceCenterPage(app.db, request.params.slug, requestLang(request));
    if (!page) throw notFound('Service centre');
    return { data: page };
  });

  registerEndpoint(app, holidayList, async (request) => ({ data: await listHolidays(app.db, requestLang(request)) }));

  registerEndpoint(app, pickupPoints, async (request) => ({ data: await listPickupPoints(app.db, request.query, requestLang(request)) }));
}
