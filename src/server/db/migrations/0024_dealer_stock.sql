CREATE TABLE "dealer_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"stock" text,
	"as_of" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dealer_products" ADD CONSTRAINT "dealer_products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_products" ADD CONSTRAINT "dealer_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_products_product_store_idx" ON "dealer_products" USING btree ("product_id","store_id");--> statement-breakpoint
CREATE INDEX "dealer_products_store_idx" ON "dealer_products" USING btree ("store_id");--> statement-breakpoint
ALTER TABLE "dealer_products" ADD CONSTRAINT "dealer_products_stock_check" CHECK ("stock" IN ('ada', 'terbatas', 'pesan_dulu'));--> statement-breakpoint
CREATE TRIGGER "dealer_products_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "dealer_products" FOR EACH STATEMENT EXECUTE FUNCTION denka_content_changed();
