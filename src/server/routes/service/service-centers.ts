import { ErrorSchema } from '../../../contract/common';
import {
  PickupPointsQuerySchema,
  PickupPointsResponseSchema,
  ServiceCenterQuerySchema,
  ServiceCenterResponseSchema,
} from '../../../contract/service';
import { requestLang } from '../../lib/request-lang';
import { listPickupPoints, listServiceCenters } from '../../repositories/service';
import type { App } from '../../types';

// Service centres (/service-center, /service-center-app) and their pickup/drop points (spec §2).
export default async function serviceCenterRoutes(app: App) {
  app.get(
    '/v2/service_center',
    {
      schema: {
        tags: ['service'],
        summary: 'Service centres with brands covered and pickup/drop points; city = name or code',
        querystring: ServiceCenterQuerySchema,
        response: { 200: ServiceCenterResponseSchema, 400: ErrorSchema },
      },
    },
    async (request) => ({ data: await listServiceCenters(app.db, request.query, requestLang(request)) }),
  );

  app.get(
    '/v2/pickup-points',
    {
      schema: {
        tags: ['service'],
        summary: 'Pickup and drop points for service units (beyond spec §7)',
        querystring: PickupPointsQuerySchema,
        response: { 200: PickupPointsResponseSchema, 400: ErrorSchema },
      },
    },
    async (request) => ({ data: await listPickupPoints(app.db, request.query, requestLang(request)) }),
  );
}
