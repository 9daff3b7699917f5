ALTER TABLE "articles" ADD COLUMN "meta_title_en" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "meta_description_en" text;--> statement-breakpoint
-- Articles written in both languages get English SEO texts from their English title and summary (the house form of the seed: "Title | Denka").
UPDATE "articles" SET "meta_title_en" = "title_en" || ' | Denka' WHERE "title_en" IS NOT NULL AND "title_en" <> '' AND "meta_title" IS NOT NULL;--> statement-breakpoint
UPDATE "articles" SET "meta_description_en" = "excerpt_en" WHERE "excerpt_en" IS NOT NULL AND "excerpt_en" <> '' AND "meta_description" IS NOT NULL;
