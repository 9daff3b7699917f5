ALTER TABLE "content_version" ADD COLUMN "epoch" text DEFAULT md5(random()::text || clock_timestamp()::text) NOT NULL;--> statement-breakpoint
-- The content version grows once per transaction that changes public content, however it was changed
-- (docs/decisions/340-content-version-by-trigger.md): the studio's publications call denka_bump_content()
-- themselves, and a statement trigger on every table the offline dataset is read from calls it for any
-- other write (an import, a seed, a database edit). The first call of a transaction bumps and notifies;
-- later calls of the same transaction return the same number.
CREATE OR REPLACE FUNCTION denka_bump_content() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
BEGIN
  IF current_setting('denka.content_bumped', true) = '1' THEN
    SELECT version INTO v FROM content_version WHERE id = 1;
    RETURN v;
  END IF;
  PERFORM set_config('denka.content_bumped', '1', true);
  INSERT INTO content_version (id, version) VALUES (1, 1)
    ON CONFLICT (id) DO UPDATE SET version = content_version.version + 1, changed_at = now()
    RETURNING version INTO v;
  PERFORM pg_notify('denka_content', v::text);
  RETURN v;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION denka_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM denka_bump_content();
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO content_version (id, version) VALUES (1, 0) ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER "categories_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION denka_content_changed();
--> statement-breakpoint
CREATE TRIGGER "brands_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION denka_content_changed();
--> statement-breakpoint
CREATE TRIGGER "products_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION denka_content_changed();
--> statement-breakpoint
CREATE TRIGGER "provinces_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "provinces" FOR EACH STATEMENT EXECUTE FUNCTION denka_content_changed();
--> statement-breakpoint
CREATE TRIGGER "cities_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cities" FOR EACH STATEMENT EXECUTE FUNCTION denka_content_changed();
--> statement-breakpoint
CREATE TRIGGER "stores_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stores" FOR EACH STATEMENT EXECUTE FUNCTION denka_content_changed();
--> statement-breakpoint
CREATE TRIGGER "service_centers_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "service_centers" FOR EACH STATEMENT EXECUTE FUNCTION denka_content_changed();
--> statement-breakpoint
CREATE TRIGGER "pickup_points_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pickup_points" FOR EACH STATEMENT EXECUTE FUNCTION denka_content_changed();
--> statement-breakpoint
CREATE TRIGGER "articles_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "articles" FOR EACH STATEMENT EXECUTE FUNCTION denka_content_changed();
--> statement-breakpoint
CREATE TRIGGER "job_vacancies_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "job_vacancies" FOR EACH STATEMENT EXECUTE FUNCTION denka_content_changed();
--> statement-breakpoint
CREATE TRIGGER "promotions_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promotions" FOR EACH STATEMENT EXECUTE FUNCTION denka_content_changed();
--> statement-breakpoint
CREATE TRIGGER "faqs_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "faqs" FOR EACH STATEMENT EXECUTE FUNCTION denka_content_changed();
--> statement-breakpoint
CREATE TRIGGER "milestones_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "milestones" FOR EACH STATEMENT EXECUTE FUNCTION denka_content_changed();
--> statement-breakpoint
CREATE TRIGGER "warranty_policies_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "warranty_policies" FOR EACH STATEMENT EXECUTE FUNCTION denka_content_changed();
--> statement-breakpoint
CREATE TRIGGER "company_profile_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "company_profile" FOR EACH STATEMENT EXECUTE FUNCTION denka_content_changed();
--> statement-breakpoint
CREATE TRIGGER "site_features_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_features" FOR EACH STATEMENT EXECUTE FUNCTION denka_content_changed();
--> statement-breakpoint
CREATE TRIGGER "web_pages_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "web_pages" FOR EACH STATEMENT EXECUTE FUNCTION denka_content_changed();
