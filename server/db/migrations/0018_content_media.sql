ALTER TABLE "categories" ADD COLUMN "image_url" varchar(300);--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "audio_url" varchar(300);