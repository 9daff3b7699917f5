ALTER TABLE "service_centers" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "service_centers" ADD COLUMN "services" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "service_centers" ADD COLUMN "services_en" jsonb;--> statement-breakpoint
ALTER TABLE "service_centers" ADD COLUMN "confirmed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "confirmed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Every existing dealer and service centre gets its page's slug (docs/decisions/025-dealer-finders.md): the name,
-- then the city without "Kota"/"Kabupaten" unless the name already says it, folded like the studio's slugs
-- (src/server/studio/slugs.ts); a slug taken by a lower id gets the row's id as a suffix. The same rule as
-- src/server/lib/place-slug.ts, which the seed and the import use.
CREATE FUNCTION "pg_temp"."place_slug"(name text, city text) RETURNS text LANGUAGE sql AS $$
  SELECT coalesce(nullif(left(trim(both '-' from regexp_replace(lower(immutable_unaccent(replace(
    CASE WHEN c = '' OR position(lower(immutable_unaccent(c)) in lower(immutable_unaccent(name))) > 0 THEN name ELSE name || ' ' || c END,
    '&', ' dan '))), '[^a-z0-9]+', '-', 'g')), 180), ''), 'item')
  FROM (SELECT trim(regexp_replace(coalesce(city, ''), '^(kota|kabupaten|kab\.)\s+', '', 'i')) AS c) AS x
$$;--> statement-breakpoint
WITH base AS (
  SELECT s."id", "pg_temp"."place_slug"(s."name", c."name") AS slug FROM "stores" s LEFT JOIN "cities" c ON c."code" = s."city_code"
), ranked AS (
  SELECT "id", slug, row_number() OVER (PARTITION BY slug ORDER BY "id") AS n FROM base
)
UPDATE "stores" s SET "slug" = CASE WHEN r.n = 1 THEN r.slug ELSE r.slug || '-' || s."id" END FROM ranked r WHERE r."id" = s."id";--> statement-breakpoint
WITH base AS (
  SELECT s."id", "pg_temp"."place_slug"(s."name", c."name") AS slug FROM "service_centers" s LEFT JOIN "cities" c ON c."code" = s."city_code"
), ranked AS (
  SELECT "id", slug, row_number() OVER (PARTITION BY slug ORDER BY "id") AS n FROM base
)
UPDATE "service_centers" s SET "slug" = CASE WHEN r.n = 1 THEN r.slug ELSE r.slug || '-' || s."id" END FROM ranked r WHERE r."id" = s."id";--> statement-breakpoint
-- The studio's drafts of those rows carry the slug too, so a later edit keeps it instead of making a new one.
UPDATE "studio_drafts" d SET "slug" = s."slug", "data" = d."data" || jsonb_build_object('slug', s."slug"),
  "published_data" = CASE WHEN d."published_data" IS NULL THEN NULL ELSE d."published_data" || jsonb_build_object('slug', s."slug") END
FROM "stores" s WHERE d."collection" = 'dealers' AND d."entity_id" = s."id";--> statement-breakpoint
UPDATE "studio_drafts" d SET "slug" = s."slug", "data" = d."data" || jsonb_build_object('slug', s."slug"),
  "published_data" = CASE WHEN d."published_data" IS NULL THEN NULL ELSE d."published_data" || jsonb_build_object('slug', s."slug") END
FROM "service_centers" s WHERE d."collection" = 'service-centers' AND d."entity_id" = s."id";--> statement-breakpoint
ALTER TABLE "service_centers" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "service_centers_geo_idx" ON "service_centers" USING gist (point("lng", "lat"));--> statement-breakpoint
CREATE INDEX "service_centers_confirmed_idx" ON "service_centers" USING btree ("confirmed_at");--> statement-breakpoint
CREATE INDEX "stores_geo_idx" ON "stores" USING gist (point("lng", "lat"));--> statement-breakpoint
CREATE INDEX "stores_confirmed_idx" ON "stores" USING btree ("confirmed_at");--> statement-breakpoint
ALTER TABLE "service_centers" ADD CONSTRAINT "service_centers_slug_unique" UNIQUE("slug");--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_slug_unique" UNIQUE("slug");
