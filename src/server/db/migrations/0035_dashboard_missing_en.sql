ALTER TABLE "studio_drafts" ADD COLUMN "missing_en" boolean;--> statement-breakpoint
CREATE INDEX "studio_drafts_missing_en_idx" ON "studio_drafts" USING btree ("collection") WHERE "studio_drafts"."missing_en";--> statement-breakpoint
CREATE INDEX "studio_drafts_missing_en_unknown_idx" ON "studio_drafts" USING btree ("collection") WHERE "studio_drafts"."missing_en" is null;--> statement-breakpoint
-- A written draft's "missing English" is not known until the dashboard counts it again from the declarations
-- (src/server/studio/dashboard.ts): every path that writes `data` (editor, restore, CSV import) is covered here.
CREATE OR REPLACE FUNCTION denka_draft_missing_en_unknown() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.missing_en := NULL;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "studio_drafts_missing_en_unknown" BEFORE UPDATE OF data ON "studio_drafts" FOR EACH ROW
  WHEN (OLD.data IS DISTINCT FROM NEW.data) EXECUTE FUNCTION denka_draft_missing_en_unknown();
