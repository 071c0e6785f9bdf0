ALTER TABLE "maths_curricula" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "maths_units" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;