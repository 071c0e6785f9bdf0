ALTER TABLE "questions" ADD COLUMN "image_url" varchar(300);--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "image_alt" varchar(300);