-- A faceted page walks its category in list order and keeps the rows whose bit is set (get_bit(hit, ord)): with the
-- ordinal in the index that walk reads the index alone, not each passed-over row's heap tuple
-- (docs/decisions/140-search-and-reads-at-scale.md, "Bit strings for the facet counts").
DROP INDEX "product_spec_tokens_price_asc_idx";--> statement-breakpoint
CREATE INDEX "product_spec_tokens_price_asc_idx" ON "product_spec_tokens" USING btree ("category_id","price","name","id") INCLUDE ("ord");--> statement-breakpoint
DROP INDEX "product_spec_tokens_price_desc_idx";--> statement-breakpoint
CREATE INDEX "product_spec_tokens_price_desc_idx" ON "product_spec_tokens" USING btree ("category_id","price" DESC NULLS LAST,"name","id") INCLUDE ("ord");
