CREATE TABLE "ticket_stages" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" text NOT NULL,
	"stage" text NOT NULL,
	"note" text,
	"amount" integer,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decision" text,
	"decided_at" timestamp with time zone,
	"decision_submission_id" text,
	"notified_at" timestamp with time zone,
	CONSTRAINT "ticket_stages_quote_amount" CHECK ("ticket_stages"."stage" <> 'quote' or "ticket_stages"."amount" is not null)
);
--> statement-breakpoint
ALTER TABLE "ticket_stages" ADD CONSTRAINT "ticket_stages_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_stages" ADD CONSTRAINT "ticket_stages_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_stages" ADD CONSTRAINT "ticket_stages_decision_submission_id_submissions_id_fk" FOREIGN KEY ("decision_submission_id") REFERENCES "public"."submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_stages_submission_idx" ON "ticket_stages" USING btree ("submission_id","id");--> statement-breakpoint
CREATE INDEX "ticket_stages_notify_pending_idx" ON "ticket_stages" USING btree ("id") WHERE "ticket_stages"."notified_at" is null;