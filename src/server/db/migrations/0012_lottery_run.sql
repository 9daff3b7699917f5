CREATE TABLE "lottery_winners" (
	"id" serial PRIMARY KEY NOT NULL,
	"draw_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"code" text NOT NULL,
	"submission_id" text,
	"masked_name" text NOT NULL,
	"city" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirm_by" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"redraw_of" integer,
	"pick" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "winner_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "seed" text;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "drawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "drawn_by" integer;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "pool_size" integer;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "pool_sha256" text;--> statement-breakpoint
ALTER TABLE "lottery_winners" ADD CONSTRAINT "lottery_winners_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_winners" ADD CONSTRAINT "lottery_winners_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_winners" ADD CONSTRAINT "lottery_winners_decided_by_staff_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_winners" ADD CONSTRAINT "lottery_winners_redraw_of_lottery_winners_id_fk" FOREIGN KEY ("redraw_of") REFERENCES "public"."lottery_winners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_winners_campaign_code_key" ON "lottery_winners" USING btree ("campaign_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_winners_redraw_of_key" ON "lottery_winners" USING btree ("redraw_of");--> statement-breakpoint
CREATE INDEX "lottery_winners_draw_idx" ON "lottery_winners" USING btree ("draw_id");--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_drawn_by_staff_users_id_fk" FOREIGN KEY ("drawn_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;