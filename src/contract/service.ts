import { z } from 'zod';
import { LangQuerySchema } from './catalogue';
import { envelope, searchParam, slugParam } from './common';
import { BrandTagSchema, RegionRefSchema, sortParam } from './dealers';
import { HolidaySchema, OpeningHoursSchema } from './hours';

// After-sales service: service centres, their pickup/drop points, warranty cover per brand (docs/product.md §2, §7).

export const PickupPointSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  opening_hours: z.string(),
  province: RegionRefSchema,
  city: RegionRefSchema,
  service_center_id: z.number().int(),
});
export type PickupPoint = z.infer<typeof PickupPointSchema>;

export const ServiceCenterSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Its page: /service-center/{slug} (docs/decisions/025-dealer-finders.md). */
  slug: z.string(),
  address: z.string(),
  phone: z.string(),
  whatsapp: z.string(),
  email: z.string(),
  /** Structured hours (src/contract/hours.ts); the time zone follows `province`. */
  hours: OpeningHoursSchema.nullable(),
  /** A note beside the hours. */
  opening_hours: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  province: RegionRefSchema,
  city: RegionRefSchema,
  brands: z.array(BrandTagSchema),
  /** What it does (repair, warranty claims …), in the reader's language. */
  services: z.array(z.string()),
  pickup_points: z.array(PickupPointSchema),
});
export type ServiceCenter = z.infer<typeof ServiceCenterSchema>;

/** `v2/service_center/{slug}`: a service centre's page — the centre and the nearest other centres, nearest first. */
export const ServiceCenterPageSchema = z.object({
  center: ServiceCenterSchema,
  nearby: z.array(ServiceCenterSchema.extend({ distance_km: z.number() })),
});
export type ServiceCenterPage = z.infer<typeof ServiceCenterPageSchema>;
export const ServiceCenterPageResponseSchema = envelope(ServiceCenterPageSchema);

export const ServiceCenterQuerySchema = LangQuerySchema.extend({
  /** A city name (case- and accent-insensitive, part of it is enough) or a city code like 31.71. */
  city: searchParam.optional(),
  brand: slugParam.optional(),
  sort: sortParam,
});
export type ServiceCenterQuery = z.infer<typeof ServiceCenterQuerySchema>;
export const ServiceCenterResponseSchema = envelope(z.array(ServiceCenterSchema));

export const PickupPointsQuerySchema = LangQuerySchema.extend({
  city: searchParam.optional(),
  service_center_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type PickupPointsQuery = z.infer<typeof PickupPointsQuerySchema>;
export const PickupPointsResponseSchema = envelope(z.array(PickupPointSchema));

export const WarrantyPolicySchema = z.object({
  brand: BrandTagSchema.extend({ image_url: z.string().nullable() }),
  unit_months: z.number().int(),
  accessories_months: z.number().int(),
  battery_months: z.number().int(),
  /** Days after purchase within which a faulty unit is swapped for a new one (docs/product.md §4: 14). */
  replacement_days: z.number().int(),
  claim_steps: z.array(z.string()),
  notes: z.string(),
});
export type WarrantyPolicy = z.infer<typeof WarrantyPolicySchema>;
export const WarrantyQuerySchema = LangQuerySchema.extend({ brand: slugParam.optional() });
export const WarrantyResponseSchema = envelope(z.array(WarrantyPolicySchema));

export const HolidaysQuerySchema = LangQuerySchema;
export const HolidaysResponseSchema = envelope(z.array(HolidaySchema));
