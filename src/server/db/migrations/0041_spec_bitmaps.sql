CREATE TABLE "spec_bitmap_categories" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"width" integer NOT NULL,
	"next" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spec_bitmaps" (
	"category_id" integer NOT NULL,
	"token_id" integer NOT NULL,
	"bits" bit varying NOT NULL,
	CONSTRAINT "spec_bitmaps_category_id_token_id_pk" PRIMARY KEY("category_id","token_id")
);
--> statement-breakpoint
DROP INDEX "product_spec_tokens_category_idx";--> statement-breakpoint
ALTER TABLE "product_spec_tokens" ADD COLUMN "ord" integer;--> statement-breakpoint
CREATE INDEX "product_spec_tokens_price_asc_idx" ON "product_spec_tokens" USING btree ("category_id","price","name","id");--> statement-breakpoint
CREATE INDEX "product_spec_tokens_price_desc_idx" ON "product_spec_tokens" USING btree ("category_id","price" DESC NULLS LAST,"name","id");--> statement-breakpoint
-- Rewritten on every product write: room on each page keeps the rewrites beside their rows (HOT updates, no new
-- index entries, old versions pruned as pages are read), which matters on PGlite, which has no autovacuum.
ALTER TABLE "spec_bitmaps" SET (fillfactor = 50);
--> statement-breakpoint
-- Facet counts in the database without a row per product (docs/decisions/140-search-and-reads-at-scale.md): each
-- product has an ordinal in its category (`product_spec_tokens.ord`), and each (category, token) a bit string over
-- the category's ordinals (`spec_bitmaps`; token 0: the category's products). A filter is the OR of its tokens'
-- strings, the list their AND, a count `bit_count` of an AND: a few hundred bit operations on strings of a few
-- hundred bytes, whatever the category's size. Kept by row triggers on `product_spec_tokens` (itself kept by
-- triggers on products and categories); the application never writes these tables. A category's strings all have
-- its `width`, doubled (every string padded) when its ordinals run out; a deleted or moved product leaves its
-- ordinal unused (`denka_rebuild_spec_bitmaps` packs them again).

-- The next ordinal of a category, its strings widened first if they are full (the category's row is locked: its
-- products' ordinals are handed out one at a time).
CREATE OR REPLACE FUNCTION denka_spec_ordinal(cat integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  w integer;
  n integer;
BEGIN
  INSERT INTO spec_bitmap_categories (category_id, width, next) VALUES (cat, 1024, 0) ON CONFLICT (category_id) DO NOTHING;
  SELECT width, next INTO w, n FROM spec_bitmap_categories WHERE category_id = cat FOR UPDATE;
  IF n >= w THEN
    UPDATE spec_bitmaps SET bits = bits || repeat('0', w)::varbit WHERE category_id = cat;
    w := w * 2;
  END IF;
  UPDATE spec_bitmap_categories SET width = w, next = n + 1 WHERE category_id = cat;
  RETURN n;
END $$;
--> statement-breakpoint
-- Sets (to 1) or clears (to 0) one ordinal's bit in the strings of these tokens of a category (token 0 included
-- by the caller); a token's string is created, all zeros, the first time.
CREATE OR REPLACE FUNCTION denka_spec_bits(cat integer, ord integer, tokens integer[], val integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  w integer;
BEGIN
  IF tokens IS NULL OR cardinality(tokens) = 0 THEN RETURN; END IF;
  -- Shared with other writers of the category, exclusive of a widening (denka_spec_ordinal): no string of
  -- another width is written while the category's strings are widened.
  SELECT width INTO w FROM spec_bitmap_categories WHERE category_id = cat FOR SHARE;
  IF val = 1 THEN
    INSERT INTO spec_bitmaps (category_id, token_id, bits)
      SELECT cat, t, repeat('0', w)::varbit FROM unnest(tokens) AS t ORDER BY t
      ON CONFLICT (category_id, token_id) DO NOTHING;
  END IF;
  UPDATE spec_bitmaps SET bits = set_bit(bits, ord, val) WHERE category_id = cat AND token_id = ANY (tokens);
END $$;
--> statement-breakpoint
-- A row added, or moved to another category, takes the category's next ordinal here, after the insert: a BEFORE
-- INSERT trigger would also run for an INSERT … ON CONFLICT DO UPDATE that updates (every product save, through
-- denka_write_spec_tokens) and hand out an ordinal never used. Writing `ord` fires no trigger of this table.
CREATE OR REPLACE FUNCTION denka_spec_bitmaps_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n integer;
BEGIN
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.category_id IS DISTINCT FROM NEW.category_id) THEN
    PERFORM denka_spec_bits(OLD.category_id, OLD.ord, array_prepend(0, OLD.tokens), 0);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND OLD.category_id IS DISTINCT FROM NEW.category_id) THEN
    n := denka_spec_ordinal(NEW.category_id);
    UPDATE product_spec_tokens SET ord = n WHERE id = NEW.id;
    PERFORM denka_spec_bits(NEW.category_id, n, array_prepend(0, NEW.tokens), 1);
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM denka_spec_bits(NEW.category_id, NEW.ord, array(SELECT unnest(OLD.tokens) EXCEPT SELECT unnest(NEW.tokens)), 0);
    PERFORM denka_spec_bits(NEW.category_id, NEW.ord, array(SELECT unnest(NEW.tokens) EXCEPT SELECT unnest(OLD.tokens)), 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Every category's ordinals packed again (by product id) and every string rebuilt: one OR per (category, token)
-- of each product's one-bit string. Run by this migration; for a category with many unused ordinals, by hand.
CREATE OR REPLACE FUNCTION denka_rebuild_spec_bitmaps() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM spec_bitmaps;
  DELETE FROM spec_bitmap_categories;
  UPDATE product_spec_tokens AS t SET ord = o.ord
    FROM (SELECT id, (row_number() OVER (PARTITION BY category_id ORDER BY id) - 1)::integer AS ord FROM product_spec_tokens) AS o
    WHERE o.id = t.id;
  INSERT INTO spec_bitmap_categories (category_id, width, next)
    SELECT category_id, greatest(1024, (2 ^ ceil(log(2, count(*) + 1)))::integer), count(*)::integer
    FROM product_spec_tokens GROUP BY category_id;
  INSERT INTO spec_bitmaps (category_id, token_id, bits)
    SELECT t.category_id, tok, bit_or((B'1' || repeat('0', c.width - 1)::varbit) >> t.ord)
    FROM product_spec_tokens AS t JOIN spec_bitmap_categories AS c ON c.category_id = t.category_id
    CROSS JOIN LATERAL unnest(array_prepend(0, t.tokens)) AS tok
    GROUP BY t.category_id, tok;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_spec_tokens_bitmaps_added" AFTER INSERT OR DELETE ON "product_spec_tokens" FOR EACH ROW
  EXECUTE FUNCTION denka_spec_bitmaps_changed();--> statement-breakpoint
CREATE TRIGGER "product_spec_tokens_bitmaps_changed" AFTER UPDATE ON "product_spec_tokens" FOR EACH ROW
  WHEN (OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.tokens IS DISTINCT FROM NEW.tokens)
  EXECUTE FUNCTION denka_spec_bitmaps_changed();--> statement-breakpoint
SELECT denka_rebuild_spec_bitmaps();--> statement-breakpoint
ANALYZE "product_spec_tokens";--> statement-breakpoint
ANALYZE "spec_bitmaps";
