CREATE TABLE "product_search_docs" (
	"id" integer PRIMARY KEY NOT NULL,
	"category_id" integer,
	"search_doc" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search_docs" ADD CONSTRAINT "product_search_docs_id_products_id_fk" FOREIGN KEY ("id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Search's exact total counts from this table (docs/decisions/390-search-total-from-a-narrow-table.md): the
-- document stored out of line and uncompressed, so a row keeps a few dozen bytes in the table's own pages.
ALTER TABLE "product_search_docs" ALTER COLUMN "search_doc" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "product_search_docs" SET (toast_tuple_target = 128);--> statement-breakpoint
-- Kept with the data: a row trigger on products copies the category and the generated document (a delete
-- cascades through the foreign key). The application never writes this table.
CREATE OR REPLACE FUNCTION denka_product_search_doc() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search_docs (id, category_id, search_doc) VALUES (NEW.id, NEW.category_id, NEW.search_doc)
    ON CONFLICT (id) DO UPDATE SET category_id = excluded.category_id, search_doc = excluded.search_doc;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_search_doc_added" AFTER INSERT ON "products" FOR EACH ROW EXECUTE FUNCTION denka_product_search_doc();--> statement-breakpoint
CREATE TRIGGER "products_search_doc_changed" AFTER UPDATE ON "products" FOR EACH ROW
  WHEN (OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.search_doc IS DISTINCT FROM NEW.search_doc)
  EXECUTE FUNCTION denka_product_search_doc();--> statement-breakpoint
INSERT INTO "product_search_docs" (id, category_id, search_doc) SELECT id, category_id, search_doc FROM "products";--> statement-breakpoint
-- The indexes after the copy: built in bulk, compact.
CREATE INDEX "product_search_docs_doc_idx" ON "product_search_docs" USING gin ("search_doc") WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "product_search_docs_category_idx" ON "product_search_docs" USING btree ("category_id");--> statement-breakpoint
ANALYZE "product_search_docs";
