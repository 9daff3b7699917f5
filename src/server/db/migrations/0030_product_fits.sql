ALTER TABLE "products" ADD COLUMN "fits" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "products_fits_idx" ON "products" USING gin ("fits");--> statement-breakpoint
CREATE INDEX "products_attrs_idx" ON "products" USING gin ("attrs" jsonb_path_ops);