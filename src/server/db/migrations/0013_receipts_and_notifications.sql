ALTER TABLE "staff_users" ADD COLUMN "notify" text;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "digest_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "reference" text DEFAULT ('DK-' || upper(substr(md5(random()::text || clock_timestamp()::text), 1, 8))) NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_reference_key" ON "submissions" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "submissions_notify_pending_idx" ON "submissions" USING btree ("created_at") WHERE "submissions"."notified_at" is null;--> statement-breakpoint
-- Submissions stored before notifications existed are not mailed about now (docs/decisions/331).
UPDATE "submissions" SET "notified_at" = "created_at";