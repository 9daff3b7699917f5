ALTER TABLE "product_spec_tokens" ADD COLUMN "price" bigint;--> statement-breakpoint
ALTER TABLE "product_spec_tokens" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_spec_tokens" ADD COLUMN "brand_id" integer;--> statement-breakpoint
-- A faceted category list (src/server/repositories/spec-facets.ts) reads the category's rows of this narrow
-- table alone: with each product's price, name and brand beside its tokens, it no longer reads the wide product
-- rows (description, attrs, …) of every product in the category to sort and filter them. The same triggers keep
-- them, now also when a product's price, name or brand changes.
CREATE OR REPLACE FUNCTION denka_write_spec_tokens(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO spec_tokens (key, kind, value, num)
    SELECT DISTINCT t.key, t.kind, t.value, t.num FROM products AS p JOIN categories AS c ON c.id = p.category_id
    CROSS JOIN LATERAL denka_spec_tokens(p.attrs, c.attributes) AS t WHERE p.id = ANY (ids)
    ORDER BY 1, 2, 3 ON CONFLICT (key, kind, value) DO NOTHING;
  INSERT INTO product_spec_tokens (id, category_id, tokens, price, name, brand_id)
    SELECT p.id, p.category_id, array(
      SELECT s.id FROM denka_spec_tokens(p.attrs, c.attributes) AS t
      JOIN spec_tokens AS s ON s.key = t.key AND s.kind = t.kind AND s.value = t.value ORDER BY s.id),
      p.price, p.name, p.brand_id
    FROM products AS p JOIN categories AS c ON c.id = p.category_id WHERE p.id = ANY (ids)
    ON CONFLICT (id) DO UPDATE SET category_id = excluded.category_id, tokens = excluded.tokens, price = excluded.price,
      name = excluded.name, brand_id = excluded.brand_id;
END $$;
--> statement-breakpoint
DROP TRIGGER "products_spec_tokens_changed" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_spec_tokens_changed" AFTER UPDATE ON "products" FOR EACH ROW
  WHEN (OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.attrs IS DISTINCT FROM NEW.attrs
    OR OLD.price IS DISTINCT FROM NEW.price OR OLD.name IS DISTINCT FROM NEW.name OR OLD.brand_id IS DISTINCT FROM NEW.brand_id)
  EXECUTE FUNCTION denka_product_spec_tokens();--> statement-breakpoint
UPDATE "product_spec_tokens" AS t SET price = p.price, name = p.name, brand_id = p.brand_id FROM "products" AS p WHERE p.id = t.id;--> statement-breakpoint
ANALYZE "product_spec_tokens";
