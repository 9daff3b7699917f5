CREATE INDEX "articles_search_name_idx" ON "articles" USING btree ("search_name","kind","title","id");--> statement-breakpoint
CREATE INDEX "products_search_name_idx" ON "products" USING btree ("search_name","name","id");--> statement-breakpoint
CREATE INDEX "stores_search_name_idx" ON "stores" USING btree ("search_name","type","name","id");