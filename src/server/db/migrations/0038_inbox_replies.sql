ALTER TABLE "submission_notes" ADD COLUMN "mail_subject" text;--> statement-breakpoint
ALTER TABLE "submission_notes" ADD COLUMN "mail_lang" text;--> statement-breakpoint
ALTER TABLE "submission_notes" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submission_notes" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "submission_notes_idempotency_key" ON "submission_notes" USING btree ("submission_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "submission_notes_mail_pending_idx" ON "submission_notes" USING btree ("id") WHERE "submission_notes"."mail_subject" is not null and "submission_notes"."mailed_at" is null;