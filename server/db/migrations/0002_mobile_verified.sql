ALTER TABLE "users" ADD COLUMN "mobile_verified_at" timestamp with time zone;--> statement-breakpoint
UPDATE "users" SET "mobile_verified_at" = "created_at" WHERE "type" = 'mobile';
