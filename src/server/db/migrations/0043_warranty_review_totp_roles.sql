CREATE TABLE "staff_role_security" (
	"role" text PRIMARY KEY NOT NULL,
	"require_totp" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "product_registrations" ADD COLUMN "review_decision" text;--> statement-breakpoint
ALTER TABLE "product_registrations" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "product_registrations" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_registrations" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "product_registrations" ADD COLUMN "review_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_role_security" ADD CONSTRAINT "staff_role_security_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_registrations" ADD CONSTRAINT "product_registrations_reviewed_by_staff_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_registrations_review_pending_idx" ON "product_registrations" USING btree ("review_requested_at") WHERE "product_registrations"."review_requested_at" is not null and "product_registrations"."reviewed_at" is null;--> statement-breakpoint
ALTER TABLE "product_registrations" ADD CONSTRAINT "product_registrations_review_decision" CHECK (("product_registrations"."review_decision" is null and "product_registrations"."reviewed_at" is null) or ("product_registrations"."review_decision" = 'approved' and "product_registrations"."reviewed_at" is not null) or ("product_registrations"."review_decision" = 'refused' and "product_registrations"."reviewed_at" is not null and "product_registrations"."review_reason" is not null));