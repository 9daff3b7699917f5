ALTER TABLE "job_vacancies" ADD COLUMN "province_code" text;--> statement-breakpoint
ALTER TABLE "job_vacancies" ADD CONSTRAINT "job_vacancies_province_code_provinces_code_fk" FOREIGN KEY ("province_code") REFERENCES "public"."provinces"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The jobs' region is editable in the studio (docs/decisions/205-one-declaration-per-content-type.md): its province comes from the city already set.
UPDATE "job_vacancies" AS "j" SET "province_code" = "c"."province_code" FROM "cities" AS "c" WHERE "c"."code" = "j"."city_code" AND "j"."province_code" IS NULL;
