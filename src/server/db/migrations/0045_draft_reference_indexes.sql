CREATE INDEX "studio_drafts_ref_brand_id_idx" ON "studio_drafts" USING btree ("collection",("data" ->> 'brand_id'));--> statement-breakpoint
CREATE INDEX "studio_drafts_ref_category_id_idx" ON "studio_drafts" USING btree ("collection",("data" ->> 'category_id'));--> statement-breakpoint
CREATE INDEX "studio_drafts_ref_service_center_id_idx" ON "studio_drafts" USING btree ("collection",("data" ->> 'service_center_id'));--> statement-breakpoint
CREATE INDEX "studio_drafts_ref_store_id_idx" ON "studio_drafts" USING btree ("collection",("data" ->> 'store_id'));--> statement-breakpoint
CREATE INDEX "studio_drafts_ref_product_id_idx" ON "studio_drafts" USING btree ("collection",("data" ->> 'product_id'));--> statement-breakpoint
CREATE INDEX "studio_drafts_ref_product_slug_idx" ON "studio_drafts" USING btree ("collection",("data" ->> 'product_slug'));--> statement-breakpoint
CREATE INDEX "studio_drafts_ref_brand_slug_idx" ON "studio_drafts" USING btree ("collection",("data" ->> 'brand_slug'));
