CREATE TABLE "ticket_stage_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"stage_id" integer NOT NULL,
	"original_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ticket_stage_photos" ADD CONSTRAINT "ticket_stage_photos_stage_id_ticket_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."ticket_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_stage_photos_stage_idx" ON "ticket_stage_photos" USING btree ("stage_id","id");