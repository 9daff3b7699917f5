-- One lock order for the category counts (docs/decisions/433-studio-writes-under-concurrency.md): a product moved
-- from one category to another takes both categories' count rows in category order before changing them, so
-- two products moved in opposite directions at the same time wait for each other instead of deadlocking
-- (PostgreSQL: 2 deadlocks in 3,000 such moves from two connections with decision 393's trigger).
CREATE OR REPLACE FUNCTION denka_category_product_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM 1 FROM category_product_counts WHERE category_id IN (OLD.category_id, NEW.category_id) ORDER BY category_id FOR UPDATE;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE category_product_counts SET products = products - 1 WHERE category_id = OLD.category_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO category_product_counts (category_id, products) VALUES (NEW.category_id, 1)
      ON CONFLICT (category_id) DO UPDATE SET products = category_product_counts.products + 1;
  END IF;
  RETURN NULL;
END $$;
