CREATE TABLE "holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"end_date" date,
	"name" text NOT NULL,
	"name_en" text,
	"hours" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_centers" ALTER COLUMN "opening_hours" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "service_centers" ADD COLUMN "hours" jsonb;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "hours" jsonb;--> statement-breakpoint
CREATE INDEX "holidays_date_idx" ON "holidays" USING btree ("date");
--> statement-breakpoint
-- The demo's free-text hours become structured hours (src/contract/hours.ts; docs/decisions/025-dealer-finders.md);
-- the text is cleared where it was understood and kept as the hours' note where it was not.
UPDATE "stores" SET "hours" = CASE "opening_hours"
    WHEN 'Senin–Sabtu 09.00–18.00 WIB, Minggu tutup' THEN '{"week": ["09:00-18:00", "09:00-18:00", "09:00-18:00", "09:00-18:00", "09:00-18:00", "09:00-18:00", ""], "exceptions": []}'::jsonb
    WHEN 'Setiap hari 10.00–21.00' THEN '{"week": ["10:00-21:00", "10:00-21:00", "10:00-21:00", "10:00-21:00", "10:00-21:00", "10:00-21:00", "10:00-21:00"], "exceptions": []}'::jsonb
    WHEN 'Senin–Jumat 09.00–17.00, Sabtu 09.00–15.00' THEN '{"week": ["09:00-17:00", "09:00-17:00", "09:00-17:00", "09:00-17:00", "09:00-17:00", "09:00-15:00", ""], "exceptions": []}'::jsonb
    WHEN 'Senin–Sabtu 08.30–20.00, Minggu 10.00–17.00' THEN '{"week": ["08:30-20:00", "08:30-20:00", "08:30-20:00", "08:30-20:00", "08:30-20:00", "08:30-20:00", "10:00-17:00"], "exceptions": []}'::jsonb
    WHEN 'Senin–Jumat 09.00–17.00, Sabtu 09.00–14.00' THEN '{"week": ["09:00-17:00", "09:00-17:00", "09:00-17:00", "09:00-17:00", "09:00-17:00", "09:00-14:00", ""], "exceptions": []}'::jsonb
  END,
  "opening_hours" = NULL, "opening_hours_en" = NULL
WHERE "opening_hours" IN ('Senin–Sabtu 09.00–18.00 WIB, Minggu tutup', 'Setiap hari 10.00–21.00', 'Senin–Jumat 09.00–17.00, Sabtu 09.00–15.00', 'Senin–Sabtu 08.30–20.00, Minggu 10.00–17.00', 'Senin–Jumat 09.00–17.00, Sabtu 09.00–14.00');
--> statement-breakpoint
UPDATE "service_centers" SET "hours" = CASE "opening_hours"
    WHEN 'Senin–Sabtu 09.00–18.00 WIB, Minggu tutup' THEN '{"week": ["09:00-18:00", "09:00-18:00", "09:00-18:00", "09:00-18:00", "09:00-18:00", "09:00-18:00", ""], "exceptions": []}'::jsonb
    WHEN 'Setiap hari 10.00–21.00' THEN '{"week": ["10:00-21:00", "10:00-21:00", "10:00-21:00", "10:00-21:00", "10:00-21:00", "10:00-21:00", "10:00-21:00"], "exceptions": []}'::jsonb
    WHEN 'Senin–Jumat 09.00–17.00, Sabtu 09.00–15.00' THEN '{"week": ["09:00-17:00", "09:00-17:00", "09:00-17:00", "09:00-17:00", "09:00-17:00", "09:00-15:00", ""], "exceptions": []}'::jsonb
    WHEN 'Senin–Sabtu 08.30–20.00, Minggu 10.00–17.00' THEN '{"week": ["08:30-20:00", "08:30-20:00", "08:30-20:00", "08:30-20:00", "08:30-20:00", "08:30-20:00", "10:00-17:00"], "exceptions": []}'::jsonb
    WHEN 'Senin–Jumat 09.00–17.00, Sabtu 09.00–14.00' THEN '{"week": ["09:00-17:00", "09:00-17:00", "09:00-17:00", "09:00-17:00", "09:00-17:00", "09:00-14:00", ""], "exceptions": []}'::jsonb
  END,
  "opening_hours" = NULL, "opening_hours_en" = NULL
WHERE "opening_hours" IN ('Senin–Sabtu 09.00–18.00 WIB, Minggu tutup', 'Setiap hari 10.00–21.00', 'Senin–Jumat 09.00–17.00, Sabtu 09.00–15.00', 'Senin–Sabtu 08.30–20.00, Minggu 10.00–17.00', 'Senin–Jumat 09.00–17.00, Sabtu 09.00–14.00');
--> statement-breakpoint
CREATE TRIGGER "holidays_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "holidays" FOR EACH STATEMENT EXECUTE FUNCTION denka_content_changed();
