ALTER TABLE "submissions" DROP CONSTRAINT "submissions_idempotency_key_unique";--> statement-breakpoint
ALTER TABLE "product_registrations" ADD COLUMN "review_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "request_fingerprint" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_kind_idempotency_key" ON "submissions" USING btree ("kind","idempotency_key");