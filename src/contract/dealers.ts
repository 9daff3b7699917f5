import { z } from 'zod';
import { LangQuerySchema, StockStateSchema } from './catalogue';
import { envelope, ImageSchema, pageParam, paginated, perPageParam, searchParam, slugParam } from './common';
import { DEALER_PAGE_SIZE } from './dealers-terms';
import { OpeningHoursSchema } from './hours';

// Dealers (authorized stores) and the region pickers that filter them (docs/product.md §3, §7.3). Their
// constants are in dealers-terms.ts, which pages import without loading zod (docs/decisions/113-first-screen.md).

/** Official region codes (idn-area-data): province '31', regency/city '31.71'. */
export const provinceCodeParam = z
  .string()
  .trim()
  .regex(/^\d{2}$/, 'province_id is a two-digit code, e.g. 31');
export const cityCodeParam = z
  .string()
  .trim()
  .regex(/^\d{2}\.\d{2}$/, 'city_id is a code like 31.71');
export const sortParam = z.enum(['asc', 'desc']).default('asc'); // docs/product.md §9: ascending by default

export const StoreTypeSchema = z.enum(['offline_store', 'online_store']);
export type StoreType = z.infer<typeof StoreTypeSchema>;

export const RegionRefSchema = z.object({ id: z.string(), name: z.string() });
export type RegionRef = z.infer<typeof RegionRefSchema>;
export const BrandTagSchema = z.object({ slug: z.string(), name: z.string() });
export type BrandTag = z.infer<typeof BrandTagSchema>;

/** One dealer: offline stores have address, phones, coordinates and hours; online stores marketplace + url. */
export const DealerSchema = z.object({
  id: z.number().int(),
  type: StoreTypeSchema,
  name: z.string(),
  /** Its page: /dealer/{slug} (offline stores; docs/decisions/025-dealer-finders.md). */
  slug: z.string(),
  address: z.string().nullable(),
  phone_primary: z.string().nullable(),
  whatsapp: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /** Structured hours (src/contract/hours.ts); the time zone follows `province`. Null: not known. */
  hours: OpeningHoursSchema.nullable(),
  /** A note beside the hours. */
  opening_hours: z.string().nullable(),
  brands: z.array(BrandTagSchema),
  province: RegionRefSchema.nullable(),
  city: RegionRefSchema.nullable(),
  marketplace: z.string().nullable(),
  url: z.string().nullable(),
});
export type Dealer = z.infer<typeof DealerSchema>;

export const AuthorizedStoreQuerySchema = LangQuerySchema.extend({
  type: StoreTypeSchema.default('offline_store'),
  sort: sortParam,
  province_id: provinceCodeParam.optional(),
  city_id: cityCodeParam.optional(),
  brand: slugParam.optional(),
  /** A city name (case- and accent-insensitive, part of it is enough) or a city code. */
  city: searchParam.optional(),
  search: searchParam.optional(),
  page: pageParam,
  per_page: perPageParam(DEALER_PAGE_SIZE, DEALER_PAGE_SIZE),
});
export type AuthorizedStoreQuery = z.infer<typeof AuthorizedStoreQuerySchema>;
export const AuthorizedStoreResponseSchema = envelope(paginated(DealerSchema));

export const PlaceParamsSchema = z.object({ slug: slugParam });

/** `v2/dealer/{slug}`: an offline dealer's page — the dealer and the nearest other dealers, nearest first. */
export const DealerPageSchema = z.object({
  dealer: DealerSchema,
  nearby: z.array(DealerSchema.extend({ distance_km: z.number() })),
});
export type DealerPage = z.infer<typeof DealerPageSchema>;
export const DealerPageResponseSchema = envelope(DealerPageSchema);

/** A province or city with the number of stores it has. */
export const RegionCountSchema = RegionRefSchema.extend({ store_count: z.number().int() });
export const CityCountSchema = RegionCountSchema.extend({ province_id: z.string() });

export const StoreProvincesQuerySchema = LangQuerySchema.extend({ type: StoreTypeSchema.default('offline_store') });
export const StoreProvincesResponseSchema = envelope(z.array(RegionCountSchema));

export const StoreCitiesQuerySchema = LangQuerySchema.extend({
  type: StoreTypeSchema.default('offline_store'),
  province_id: provinceCodeParam.optional(),
});
export const StoreCitiesResponseSchema = envelope(z.array(CityCountSchema));

export const ListCityQuerySchema = LangQuerySchema.extend({ type: StoreTypeSchema.default('offline_store') });
export const ListCityResponseSchema = StoreCitiesResponseSchema;

// --- regions (all 38 provinces and 514 regencies/cities) ---

export const ProvinceSchema = RegionRefSchema;
export const CitySchema = RegionRefSchema.extend({ province_id: z.string() });
export const ProvincesResponseSchema = envelope(z.array(ProvinceSchema));
export const CitiesQuerySchema = LangQuerySchema.extend({ province_id: provinceCodeParam });
export const CitiesResponseSchema = envelope(z.array(CitySchema));

/** `v2/list_kota?lokasi`: cities whose name (or code) matches, with their centre and what they host. */
export const KotaSchema = CitySchema.extend({
  province: RegionRefSchema,
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  store_count: z.number().int(),
  service_center_count: z.number().int(),
});
export const ListKotaQuerySchema = LangQuerySchema.extend({ lokasi: searchParam.optional() });
export const ListKotaResponseSchema = envelope(z.array(KotaSchema));

// --- dealer distribution (home page, about us) ---

export const DealerRegionSchema = z.object({
  key: z.string(),
  name: z.string(),
  store_count: z.number().int(),
  province_count: z.number().int(),
});
export const DealerDistributionSchema = z.object({
  total_offline: z.number().int(),
  total_online: z.number().int(),
  service_centers: z.number().int(),
  provinces: z.array(RegionCountSchema),
  regions: z.array(DealerRegionSchema),
});
export type DealerDistribution = z.infer<typeof DealerDistributionSchema>;
export const DealerDistributionResponseSchema = envelope(DealerDistributionSchema);

// --- stock: who carries a product (docs/decisions/025-dealer-finders.md) ---

// A dealer's stated stock (catalogue.StockStateSchema): in stock, limited, order first. Not given: carried, stock unknown.
export { StockStateSchema, type StockState } from './catalogue';

const coordinate = (name: string, max: number) =>
  z.coerce
    .number(`${name} is a number`)
    .refine(Number.isFinite, `${name} is a number`)
    .refine((v) => Math.abs(v) <= max, `${name} is between -${max} and ${max}`);

/**
 * `stock` is null when it was not given or is older than `stale_after_days` (never "ada" from stale data);
 * the device applies the same bound to `as_of` again, so saved data ages honestly offline.
 */
const StockFields = { stock: StockStateSchema.nullable(), as_of: z.string() };

export const ProductDealerSchema = DealerSchema.extend({ ...StockFields, distance_km: z.number() });
export type ProductDealer = z.infer<typeof ProductDealerSchema>;

export const ProductDealersQuerySchema = LangQuerySchema.extend({
  product: slugParam,
  lat: coordinate('lat', 90).optional(),
  lng: coordinate('lng', 180).optional(),
  /** A chosen city instead of a position: its centre is the origin. */
  city_id: cityCodeParam.optional(),
  /** Candidates nearest first; the device puts those open now first and shows three. */
  limit: z.coerce.number().int().min(1).max(30).default(10),
}).refine((q) => (q.lat !== undefined && q.lng !== undefined) || q.city_id !== undefined, {
  message: 'give lat and lng, or city_id',
  path: ['lat'],
});
export const ProductDealersResponseSchema = envelope(
  z.object({ stale_after_days: z.number().int(), dealers: z.array(ProductDealerSchema) }),
);

/** Every offline dealer carrying a product, compact: the saved-for-offline copy the device orders itself. */
export const ProductStockQuerySchema = LangQuerySchema.extend({ product: slugParam });
export const ProductStockResponseSchema = envelope(
  z.object({
    stale_after_days: z.number().int(),
    stores: z.array(z.object({ store_id: z.number().int(), ...StockFields })),
  }),
);

/** The products one dealer lists (its page). */
export const DealerProductsQuerySchema = LangQuerySchema.extend({
  store_id: z.coerce.number('store_id is a number').int('store_id is a whole number').min(1).max(2_147_483_647),
});
export const DealerProductSchema = z.object({
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  image: ImageSchema,
  ...StockFields,
});
export type DealerProduct = z.infer<typeof DealerProductSchema>;
export const DealerProductsResponseSchema = envelope(
  z.object({ stale_after_days: z.number().int(), products: z.array(DealerProductSchema) }),
);
