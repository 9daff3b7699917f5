import type { ReadEndpoint } from './define';

// Dealer finder (/authorized-store, /authorized-store-app) and the home page's dealer counts (docs/product.md §7.3).

export const storeList = {
  method: 'GET',
  path: 'v2/authorized_store',
  tag: 'dealers',
  summary: 'Authorized stores by type, region, brand and city; sorted by name; one page holds up to 1000',
  query: 'dealers.AuthorizedStoreQuerySchema',
  response: { 200: 'dealers.AuthorizedStoreResponseSchema' },
  errors: [400],
  cache: 'dealers',
} as const satisfies ReadEndpoint;

export const storeProvinces = {
  method: 'GET',
  path: 'v2/authorized_store/provinces',
  tag: 'dealers',
  summary: 'Provinces that have stores of the type (offline by default), with counts',
  query: 'dealers.StoreProvincesQuerySchema',
  response: { 200: 'dealers.StoreProvincesResponseSchema' },
  errors: [400],
  cache: 'dealers',
} as const satisfies ReadEndpoint;

export const storeCities = {
  method: 'GET',
  path: 'v2/authorized_store/cities',
  tag: 'dealers',
  summary: 'Cities (of one province when province_id is given) that have stores, with counts',
  query: 'dealers.StoreCitiesQuerySchema',
  response: { 200: 'dealers.StoreCitiesResponseSchema' },
  errors: [400],
  cache: 'dealers',
} as const satisfies ReadEndpoint;

export const storeCityList = {
  method: 'GET',
  path: 'v2/list_city',
  tag: 'dealers',
  summary: 'Cities that have stores of the type, with counts',
  query: 'dealers.ListCityQuerySchema',
  response: { 200: 'dealers.ListCityResponseSchema' },
  errors: [400],
  cache: 'regions',
} as const satisfies ReadEndpoint;

export const dealerDistribution = {
  method: 'GET',
  path: 'v3/utils/fetch_dealer',
  tag: 'dealers',
  summary: 'Offline dealer counts per province and island group, with totals',
  response: { 200: 'dealers.DealerDistributionResponseSchema' },
  errors: [400],
  cache: 'dealers',
} as const satisfies ReadEndpoint;

// Who carries a product (docs/decisions/025-dealer-finders.md): the nearest carriers with their stock, the
// compact list the device keeps for offline, and the products one dealer lists.

export const productDealers = {
  method: 'GET',
  path: 'v2/product_dealers',
  tag: 'dealers',
  summary: 'Offline dealers carrying a product, nearest first from lat/lng or a city centre, with stock and as_of (an addition)',
  description:
    'Great-circle distance, exact: the nearest carriers through the stores\' spatial index or the product\'s rows, whichever is cheaper (docs/decisions/025-dealer-finders.md). Stock older than stale_after_days is null ("unknown"). The device puts those open now first (src/contract/stock.ts).',
  query: 'dealers.ProductDealersQuerySchema',
  response: { 200: 'dealers.ProductDealersResponseSchema' },
  errors: [400, 404],
  cache: 'dealers',
} as const satisfies ReadEndpoint;

export const productStock = {
  method: 'GET',
  path: 'v2/product_dealers/stock',
  tag: 'dealers',
  summary:
    'Every offline dealer carrying a product (store id, stock, as_of): saved for offline, joined with the saved dealers (an addition)',
  query: 'dealers.ProductStockQuerySchema',
  response: { 200: 'dealers.ProductStockResponseSchema' },
  errors: [400, 404],
  cache: 'dealers',
} as const satisfies ReadEndpoint;

export const dealerProducts = {
  method: 'GET',
  path: 'v2/authorized_store/products',
  tag: 'dealers',
  summary: 'The products one dealer lists, with stock and as_of, by name (an addition)',
  query: 'dealers.DealerProductsQuerySchema',
  response: { 200: 'dealers.DealerProductsResponseSchema' },
  errors: [400, 404],
  cache: 'dealers',
} as const satisfies ReadEndpoint;

export const dealerPage = {
  method: 'GET',
  path: 'v2/dealer/:slug',
  tag: 'dealers',
  summary: "An offline dealer's page (/dealer/{slug}): the dealer and its three nearest other dealers by coordinates",
  params: 'dealers.PlaceParamsSchema',
  query: 'catalogue.LangQuerySchema',
  response: { 200: 'dealers.DealerPageResponseSchema' },
  errors: [400, 404],
  cache: 'dealers',
} as const satisfies ReadEndpoint;
