ALTER TABLE "categories" ADD COLUMN "attributes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "attrs" jsonb DEFAULT '{}'::jsonb NOT NULL;