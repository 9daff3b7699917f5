CREATE INDEX "products_category_price_asc_idx" ON "products" USING btree ("category_id","price","name","id");--> statement-breakpoint
CREATE INDEX "products_category_price_desc_idx" ON "products" USING btree ("category_id","price" DESC NULLS LAST,"name","id");--> statement-breakpoint
CREATE INDEX "products_brand_price_asc_idx" ON "products" USING btree ("brand_id","price","name","id");--> statement-breakpoint
CREATE INDEX "products_brand_price_desc_idx" ON "products" USING btree ("brand_id","price" DESC NULLS LAST,"name","id");--> statement-breakpoint
CREATE INDEX "products_price_asc_idx" ON "products" USING btree ("price","name","id");--> statement-breakpoint
CREATE INDEX "products_price_desc_idx" ON "products" USING btree ("price" DESC NULLS LAST,"name","id");