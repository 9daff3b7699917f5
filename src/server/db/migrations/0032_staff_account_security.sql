CREATE TABLE "staff_password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_recovery_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "totp_pending_secret" text;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "staff_password_resets" ADD CONSTRAINT "staff_password_resets_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_recovery_codes" ADD CONSTRAINT "staff_recovery_codes_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_password_resets_staff_idx" ON "staff_password_resets" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "staff_recovery_codes_staff_idx" ON "staff_recovery_codes" USING btree ("staff_id");