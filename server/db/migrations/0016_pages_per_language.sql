ALTER TABLE "pages" DROP CONSTRAINT "pages_type_unique";--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "language_id" integer;--> statement-breakpoint
-- The pages there were are the default language's (the lowest id where none is marked default).
UPDATE "pages" SET "language_id" = (SELECT "id" FROM "languages" ORDER BY "is_default" DESC, "id" LIMIT 1);--> statement-breakpoint
ALTER TABLE "pages" ALTER COLUMN "language_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "languages_one_default" ON "languages" USING btree ("is_default") WHERE "languages"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "pages_type_language_key" ON "pages" USING btree ("type","language_id");