DROP INDEX "studio_drafts_updated_idx";--> statement-breakpoint
CREATE INDEX "studio_drafts_updated_id_idx" ON "studio_drafts" USING btree ("collection","updated_at","entity_id");