CREATE TABLE "category_product_counts" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_product_counts" ADD CONSTRAINT "category_product_counts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept with the data (docs/decisions/393-category-counts-kept-with-the-data.md): a row trigger on products adds
-- one to the category of a product added or moved in and takes one from the category of a product deleted or
-- moved out. The application never writes this table.
CREATE OR REPLACE FUNCTION denka_category_product_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE category_product_counts SET products = products - 1 WHERE category_id = OLD.category_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO category_product_counts (category_id, products) VALUES (NEW.category_id, 1)
      ON CONFLICT (category_id) DO UPDATE SET products = category_product_counts.products + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_category_counted" AFTER INSERT OR DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION denka_category_product_count();--> statement-breakpoint
CREATE TRIGGER "products_category_recounted" AFTER UPDATE OF category_id ON "products" FOR EACH ROW
  WHEN (OLD.category_id IS DISTINCT FROM NEW.category_id) EXECUTE FUNCTION denka_category_product_count();--> statement-breakpoint
INSERT INTO "category_product_counts" (category_id, products) SELECT category_id, count(*) FROM "products" GROUP BY category_id;
