DROP INDEX "articles_title_trgm_idx";--> statement-breakpoint
DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
DROP INDEX "stores_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_name" text GENERATED ALWAYS AS (immutable_unaccent(lower("title"))) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "summary_doc" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', immutable_unaccent(coalesce("name", ''))), 'A') || setweight(to_tsvector('simple', immutable_unaccent(coalesce("description", '') || ' ' || coalesce("description_en", ''))), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name" text GENERATED ALWAYS AS (immutable_unaccent(lower("name"))) STORED;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "search_name" text GENERATED ALWAYS AS (immutable_unaccent(lower("name"))) STORED;--> statement-breakpoint
CREATE INDEX "articles_search_name_trgm_idx" ON "articles" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_summary_doc_idx" ON "products" USING gin ("summary_doc");--> statement-breakpoint
CREATE INDEX "products_search_name_trgm_idx" ON "products" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stores_search_name_trgm_idx" ON "stores" USING gin ("search_name" gin_trgm_ops);