CREATE TABLE "studio_permissions" (
	"role" text NOT NULL,
	"collection" text NOT NULL,
	"action" text NOT NULL,
	"allowed" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "studio_permissions_role_collection_action_pk" PRIMARY KEY("role","collection","action")
);
--> statement-breakpoint
ALTER TABLE "studio_permissions" ADD CONSTRAINT "studio_permissions_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;