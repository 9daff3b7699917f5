CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"excerpt" text NOT NULL,
	"excerpt_en" text,
	"body" text NOT NULL,
	"body_en" text,
	"author" text NOT NULL,
	"thumbnail" jsonb NOT NULL,
	"related_product_slugs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"event_date" timestamp with time zone,
	"event_location" text,
	"meta_title" text,
	"meta_description" text,
	"search_doc" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', immutable_unaccent(coalesce("title", '') || ' ' || coalesce("title_en", ''))), 'A') || setweight(to_tsvector('simple', immutable_unaccent(coalesce("excerpt", '') || ' ' || coalesce("excerpt_en", ''))), 'B') || setweight(to_tsvector('simple', immutable_unaccent(coalesce("body", '') || ' ' || coalesce("body_en", ''))), 'C')) STORED,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"code" text PRIMARY KEY NOT NULL,
	"province_code" text NOT NULL,
	"name" text NOT NULL,
	"lat" double precision,
	"lng" double precision
);
--> statement-breakpoint
CREATE TABLE "company_profile" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"legal_name" text NOT NULL,
	"tagline" text NOT NULL,
	"tagline_en" text,
	"vision" text NOT NULL,
	"vision_en" text,
	"mission" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mission_en" jsonb,
	"history" text NOT NULL,
	"history_en" text,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"whatsapp" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"founded_year" integer NOT NULL,
	"socials" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"group" text NOT NULL,
	"question" text NOT NULL,
	"question_en" text,
	"answer" text NOT NULL,
	"answer_en" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "giveaways" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"brand_slug" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"subtitle" text NOT NULL,
	"subtitle_en" text,
	"body" text NOT NULL,
	"body_en" text,
	"prizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prizes_en" jsonb,
	"terms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"terms_en" jsonb,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"image" jsonb NOT NULL,
	"product_slugs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "giveaways_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "home_attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"tag" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"description" text NOT NULL,
	"description_en" text,
	"icon" text,
	"image" jsonb,
	"link" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_sections" (
	"key" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"subtitle" text NOT NULL,
	"subtitle_en" text,
	"body" text NOT NULL,
	"body_en" text,
	"image" jsonb NOT NULL,
	"cta_label" text NOT NULL,
	"cta_label_en" text,
	"cta_link" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_vacancies" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"job_category" text NOT NULL,
	"job_category_en" text,
	"job_type" text NOT NULL,
	"location" text NOT NULL,
	"city_code" text,
	"description" text NOT NULL,
	"description_en" text,
	"requirements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"requirements_en" jsonb,
	"external_url" text,
	"published_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone,
	CONSTRAINT "job_vacancies_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "lottery_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"rupiah_per_code" bigint NOT NULL,
	"confirm_days" integer NOT NULL,
	"address_max_length" integer NOT NULL,
	"terms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"terms_en" jsonb,
	"brand_slugs" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"period" integer NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"draw_date" timestamp with time zone NOT NULL,
	"prize" text NOT NULL,
	"prize_en" text,
	"winners" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "milestones" (
	"year" integer PRIMARY KEY NOT NULL,
	"brand_count" integer NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"text" text NOT NULL,
	"text_en" text
);
--> statement-breakpoint
CREATE TABLE "newsticker" (
	"id" serial PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"text_en" text,
	"link" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"province_code" text NOT NULL,
	"city_code" text NOT NULL,
	"phone" text NOT NULL,
	"service_center_id" integer NOT NULL,
	"opening_hours" text NOT NULL,
	"opening_hours_en" text
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"description" text NOT NULL,
	"description_en" text,
	"tag" text NOT NULL,
	"marketplace" text,
	"url" text,
	"image" jsonb NOT NULL,
	"brand_slugs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promotions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_centers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"province_code" text NOT NULL,
	"city_code" text NOT NULL,
	"phone" text NOT NULL,
	"whatsapp" text NOT NULL,
	"email" text NOT NULL,
	"brands" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"opening_hours" text NOT NULL,
	"opening_hours_en" text,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_features" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"description" text NOT NULL,
	"description_en" text,
	"icon" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sliders" (
	"id" serial PRIMARY KEY NOT NULL,
	"tag" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"subtitle" text NOT NULL,
	"subtitle_en" text,
	"link" text NOT NULL,
	"image" jsonb NOT NULL,
	"image_mobile" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"brands" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"address" text,
	"province_code" text,
	"city_code" text,
	"phone_primary" text,
	"whatsapp" text,
	"lat" double precision,
	"lng" double precision,
	"opening_hours" text,
	"opening_hours_en" text,
	"marketplace" text,
	"url" text,
	"search_doc" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', immutable_unaccent(coalesce("name", ''))), 'A') || setweight(to_tsvector('simple', immutable_unaccent(coalesce("address", ''))), 'B')) STORED
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"role_en" text,
	"quote" text NOT NULL,
	"quote_en" text,
	"rating" integer NOT NULL,
	"avatar" jsonb NOT NULL,
	"product_slug" text
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"youtube_id" text NOT NULL,
	"thumbnail" jsonb NOT NULL,
	"brand_slug" text,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warranty_policies" (
	"brand_slug" text PRIMARY KEY NOT NULL,
	"unit_months" integer NOT NULL,
	"accessories_months" integer NOT NULL,
	"battery_months" integer NOT NULL,
	"replacement_days" integer NOT NULL,
	"claim_steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"claim_steps_en" jsonb,
	"notes" text NOT NULL,
	"notes_en" text
);
--> statement-breakpoint
CREATE TABLE "web_accessories" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"placement" text NOT NULL,
	"label" text NOT NULL,
	"media_url" text NOT NULL,
	"hover_media_url" text,
	"link" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "web_accessories_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "web_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"meta_title" text,
	"meta_title_en" text,
	"meta_description" text,
	"meta_description_en" text,
	"body" text NOT NULL,
	"body_en" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "web_pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_doc" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', immutable_unaccent(coalesce("name", ''))), 'A') || setweight(to_tsvector('simple', immutable_unaccent(coalesce("description", '') || ' ' || coalesce("description_en", ''))), 'B') || setweight(to_tsvector('simple', immutable_unaccent(coalesce("content", '') || ' ' || coalesce("content_en", ''))), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_province_code_provinces_code_fk" FOREIGN KEY ("province_code") REFERENCES "public"."provinces"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaways" ADD CONSTRAINT "giveaways_brand_slug_brands_slug_fk" FOREIGN KEY ("brand_slug") REFERENCES "public"."brands"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_vacancies" ADD CONSTRAINT "job_vacancies_city_code_cities_code_fk" FOREIGN KEY ("city_code") REFERENCES "public"."cities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_campaign_id_lottery_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."lottery_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD CONSTRAINT "pickup_points_province_code_provinces_code_fk" FOREIGN KEY ("province_code") REFERENCES "public"."provinces"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD CONSTRAINT "pickup_points_city_code_cities_code_fk" FOREIGN KEY ("city_code") REFERENCES "public"."cities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD CONSTRAINT "pickup_points_service_center_id_service_centers_id_fk" FOREIGN KEY ("service_center_id") REFERENCES "public"."service_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_centers" ADD CONSTRAINT "service_centers_province_code_provinces_code_fk" FOREIGN KEY ("province_code") REFERENCES "public"."provinces"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_centers" ADD CONSTRAINT "service_centers_city_code_cities_code_fk" FOREIGN KEY ("city_code") REFERENCES "public"."cities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_province_code_provinces_code_fk" FOREIGN KEY ("province_code") REFERENCES "public"."provinces"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_city_code_cities_code_fk" FOREIGN KEY ("city_code") REFERENCES "public"."cities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_policies" ADD CONSTRAINT "warranty_policies_brand_slug_brands_slug_fk" FOREIGN KEY ("brand_slug") REFERENCES "public"."brands"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_kind_category_published_idx" ON "articles" USING btree ("kind","category","published_at");--> statement-breakpoint
CREATE INDEX "articles_kind_published_idx" ON "articles" USING btree ("kind","published_at");--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "articles_related_products_idx" ON "articles" USING gin ("related_product_slugs");--> statement-breakpoint
CREATE INDEX "articles_search_doc_idx" ON "articles" USING gin ("search_doc");--> statement-breakpoint
CREATE INDEX "articles_title_trgm_idx" ON "articles" USING gin (immutable_unaccent(lower("title")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cities_province_idx" ON "cities" USING btree ("province_code","name");--> statement-breakpoint
CREATE INDEX "faqs_group_idx" ON "faqs" USING btree ("group","sort_order");--> statement-breakpoint
CREATE INDEX "home_attributes_tag_idx" ON "home_attributes" USING btree ("tag","sort_order");--> statement-breakpoint
CREATE INDEX "job_vacancies_category_idx" ON "job_vacancies" USING btree ("job_category");--> statement-breakpoint
CREATE INDEX "job_vacancies_type_idx" ON "job_vacancies" USING btree ("job_type");--> statement-breakpoint
CREATE INDEX "job_vacancies_location_idx" ON "job_vacancies" USING btree ("location");--> statement-breakpoint
CREATE INDEX "job_vacancies_published_idx" ON "job_vacancies" USING btree ("published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_campaign_period_key" ON "lottery_draws" USING btree ("campaign_id","period");--> statement-breakpoint
CREATE INDEX "pickup_points_city_idx" ON "pickup_points" USING btree ("city_code");--> statement-breakpoint
CREATE INDEX "pickup_points_service_center_idx" ON "pickup_points" USING btree ("service_center_id");--> statement-breakpoint
CREATE INDEX "promotions_tag_idx" ON "promotions" USING btree ("tag","starts_at");--> statement-breakpoint
CREATE INDEX "service_centers_province_idx" ON "service_centers" USING btree ("province_code");--> statement-breakpoint
CREATE INDEX "service_centers_city_idx" ON "service_centers" USING btree ("city_code");--> statement-breakpoint
CREATE INDEX "service_centers_brands_idx" ON "service_centers" USING gin ("brands");--> statement-breakpoint
CREATE INDEX "sliders_tag_idx" ON "sliders" USING btree ("tag","sort_order");--> statement-breakpoint
CREATE INDEX "stores_type_idx" ON "stores" USING btree ("type","name");--> statement-breakpoint
CREATE INDEX "stores_province_idx" ON "stores" USING btree ("province_code");--> statement-breakpoint
CREATE INDEX "stores_city_idx" ON "stores" USING btree ("city_code");--> statement-breakpoint
CREATE INDEX "stores_brands_idx" ON "stores" USING gin ("brands");--> statement-breakpoint
CREATE INDEX "stores_search_doc_idx" ON "stores" USING gin ("search_doc");--> statement-breakpoint
CREATE INDEX "stores_name_trgm_idx" ON "stores" USING gin (immutable_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "videos_published_idx" ON "videos" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "web_accessories_placement_idx" ON "web_accessories" USING btree ("placement","sort_order");--> statement-breakpoint
CREATE INDEX "products_trending_idx" ON "products" USING btree ("trending_rank");--> statement-breakpoint
CREATE INDEX "products_search_doc_idx" ON "products" USING gin ("search_doc");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (immutable_unaccent(lower("name")) gin_trgm_ops);