CREATE TABLE "product_spec_tokens" (
	"id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"tokens" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spec_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"num" double precision
);
--> statement-breakpoint
-- The filters read product_spec_tokens now: nothing asks products.attrs @> any more.
DROP INDEX "products_attrs_idx";--> statement-breakpoint
ALTER TABLE "product_spec_tokens" ADD CONSTRAINT "product_spec_tokens_id_products_id_fk" FOREIGN KEY ("id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_spec_tokens_category_idx" ON "product_spec_tokens" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "spec_tokens_value_idx" ON "spec_tokens" USING btree ("key","kind","value");--> statement-breakpoint
CREATE INDEX "spec_tokens_num_idx" ON "spec_tokens" USING btree ("key","num");--> statement-breakpoint
-- Filters by specification and facet counts read these (docs/decisions/140-search-and-reads-at-scale.md): a
-- product's values of its category's filterable attributes as the sorted ids of `spec_tokens`, one row per
-- product in a narrow table, kept by row triggers on products and on categories (a change of the attributes
-- rebuilds the category's rows; a deleted product cascades). Type-blind: the statement applies each attribute's
-- type. The application never writes these tables.
CREATE OR REPLACE FUNCTION denka_spec_tokens(attrs jsonb, attributes jsonb) RETURNS TABLE (key text, kind text, value text, num double precision)
LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT e.key, t.kind, t.value, t.num
  FROM jsonb_each(CASE WHEN jsonb_typeof(attrs) = 'object' THEN attrs ELSE '{}'::jsonb END) AS e
  CROSS JOIN LATERAL (
    -- n: a number; b: yes/no; c: a single choice's option; a: an option in a list and m: the list's marker
    SELECT 'n'::text AS kind, e.value::text AS value, e.value::double precision AS num WHERE jsonb_typeof(e.value) = 'number'
    UNION ALL SELECT 'b', CASE WHEN e.value = 'true'::jsonb THEN 'yes' ELSE 'no' END, NULL WHERE jsonb_typeof(e.value) = 'boolean'
    UNION ALL SELECT 'c', e.value #>> '{}', NULL WHERE jsonb_typeof(e.value) = 'string'
    UNION ALL SELECT 'm', '', NULL WHERE jsonb_typeof(e.value) = 'array'
    UNION ALL SELECT 'a', x.value #>> '{}', NULL
      FROM jsonb_array_elements(CASE WHEN jsonb_typeof(e.value) = 'array' THEN e.value ELSE '[]'::jsonb END) AS x
      WHERE jsonb_typeof(x.value) = 'string'
  ) AS t
  WHERE e.key IN (SELECT d ->> 'key' FROM jsonb_array_elements(CASE WHEN jsonb_typeof(attributes) = 'array' THEN attributes ELSE '[]'::jsonb END) AS d
    WHERE d ->> 'filterable' = 'true' AND d ->> 'type' IN ('number', 'choice', 'boolean'))
$$;
--> statement-breakpoint
-- Adds the tokens of these products' values and writes their rows.
CREATE OR REPLACE FUNCTION denka_write_spec_tokens(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO spec_tokens (key, kind, value, num)
    SELECT DISTINCT t.key, t.kind, t.value, t.num FROM products AS p JOIN categories AS c ON c.id = p.category_id
    CROSS JOIN LATERAL denka_spec_tokens(p.attrs, c.attributes) AS t WHERE p.id = ANY (ids)
    ORDER BY 1, 2, 3 ON CONFLICT (key, kind, value) DO NOTHING;
  INSERT INTO product_spec_tokens (id, category_id, tokens)
    SELECT p.id, p.category_id, array(
      SELECT s.id FROM denka_spec_tokens(p.attrs, c.attributes) AS t
      JOIN spec_tokens AS s ON s.key = t.key AND s.kind = t.kind AND s.value = t.value ORDER BY s.id)
    FROM products AS p JOIN categories AS c ON c.id = p.category_id WHERE p.id = ANY (ids)
    ON CONFLICT (id) DO UPDATE SET category_id = excluded.category_id, tokens = excluded.tokens;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION denka_product_spec_tokens() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM denka_write_spec_tokens(ARRAY[NEW.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION denka_category_spec_tokens() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM denka_write_spec_tokens(array(SELECT id FROM products WHERE category_id = NEW.id ORDER BY id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_spec_tokens_added" AFTER INSERT ON "products" FOR EACH ROW EXECUTE FUNCTION denka_product_spec_tokens();--> statement-breakpoint
CREATE TRIGGER "products_spec_tokens_changed" AFTER UPDATE ON "products" FOR EACH ROW
  WHEN (OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.attrs IS DISTINCT FROM NEW.attrs)
  EXECUTE FUNCTION denka_product_spec_tokens();--> statement-breakpoint
CREATE TRIGGER "categories_spec_tokens_changed" AFTER UPDATE ON "categories" FOR EACH ROW
  WHEN (OLD.attributes IS DISTINCT FROM NEW.attributes)
  EXECUTE FUNCTION denka_category_spec_tokens();--> statement-breakpoint
SELECT denka_write_spec_tokens(array(SELECT id FROM "products"));--> statement-breakpoint
ANALYZE "spec_tokens";--> statement-breakpoint
ANALYZE "product_spec_tokens";
