-- Home sections get an integer id, as every collection the studio edits has (docs/decisions/301-home-sections-in-the-studio.md); the text key stays unique, the home page reads by it.
ALTER TABLE "home_sections" DROP CONSTRAINT "home_sections_pkey";--> statement-breakpoint
ALTER TABLE "home_sections" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
UPDATE "home_sections" SET "id" = "numbered"."n" FROM (SELECT "key", row_number() OVER (ORDER BY "key") AS "n" FROM "home_sections") AS "numbered" WHERE "numbered"."key" = "home_sections"."key";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('home_sections', 'id'), GREATEST((SELECT max("id") FROM "home_sections"), 1), (SELECT count(*) > 0 FROM "home_sections"));--> statement-breakpoint
ALTER TABLE "home_sections" ADD CONSTRAINT "home_sections_pkey" PRIMARY KEY("id");--> statement-breakpoint
ALTER TABLE "home_sections" ADD CONSTRAINT "home_sections_key_unique" UNIQUE("key");
