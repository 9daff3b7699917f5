import type { ReadEndpoint } from './define';

// Service centres (/service-center, /service-center-app), pickup points and warranty cover (docs/product.md §7.3).

export const serviceCenterList = {
  method: 'GET',
  path: 'v2/service_center',
  tag: 'service',
  summary: 'Service centres with brands covered and pickup/drop points; city = name or code',
  query: 'service.ServiceCenterQuerySchema',
  response: { 200: 'service.ServiceCenterResponseSchema' },
  errors: [400],
  cache: 'serviceCenters',
} as const satisfies ReadEndpoint;

export const pickupPoints = {
  method: 'GET',
  path: 'v2/pickup-points',
  tag: 'service',
  summary: 'Pickup and drop points for service units (an addition: docs/product.md §7.7)',
  query: 'service.PickupPointsQuerySchema',
  response: { 200: 'service.PickupPointsResponseSchema' },
  errors: [400],
  cache: 'serviceCenters',
} as const satisfies ReadEndpoint;

export const warrantyPolicies = {
  method: 'GET',
  path: 'v2/warranty',
  tag: 'service',
  summary: 'Warranty cover per brand, optionally one brand (an addition: docs/product.md §7.7)',
  query: 'service.WarrantyQuerySchema',
  response: { 200: 'service.WarrantyResponseSchema' },
  errors: [400],
  cache: 'api',
} as const satisfies ReadEndpoint;

export const holidayList = {
  method: 'GET',
  path: 'v2/holidays',
  tag: 'service',
  summary: 'The holiday calendar dealers and service centres follow, from two days ago on (an addition: src/contract/hours.ts)',
  query: 'service.HolidaysQuerySchema',
  response: { 200: 'service.HolidaysResponseSchema' },
  errors: [400],
  cache: 'dealers',
} as const satisfies ReadEndpoint;

export const serviceCenterPage = {
  method: 'GET',
  path: 'v2/service_center/:slug',
  tag: 'service',
  summary: "A service centre's page (/service-center/{slug}): the centre and its three nearest other centres by coordinates",
  params: 'dealers.PlaceParamsSchema',
  query: 'catalogue.LangQuerySchema',
  response: { 200: 'service.ServiceCenterPageResponseSchema' },
  errors: [400, 404],
  cache: 'serviceCenters',
} as const satisfies ReadEndpoint;
