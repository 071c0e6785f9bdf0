CREATE TABLE "tutor_chapters" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_id" integer NOT NULL,
	"slug" varchar(80) NOT NULL,
	"name" varchar(120) NOT NULL,
	"names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutor_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"item_id" varchar(120) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"prompt" varchar(500) NOT NULL,
	"options" jsonb,
	"answer" varchar(32) NOT NULL,
	"steps" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutor_subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(80) NOT NULL,
	"subject" varchar(20) NOT NULL,
	"year" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"maths_curriculum_id" integer,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutor_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"chapter_id" integer NOT NULL,
	"slug" varchar(80) NOT NULL,
	"name" varchar(120) NOT NULL,
	"names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"maths_unit_id" integer,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tutor_chapters" ADD CONSTRAINT "tutor_chapters_subject_id_tutor_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."tutor_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_items" ADD CONSTRAINT "tutor_items_unit_id_tutor_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."tutor_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_subjects" ADD CONSTRAINT "tutor_subjects_maths_curriculum_id_maths_curricula_id_fk" FOREIGN KEY ("maths_curriculum_id") REFERENCES "public"."maths_curricula"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_units" ADD CONSTRAINT "tutor_units_chapter_id_tutor_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."tutor_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_units" ADD CONSTRAINT "tutor_units_maths_unit_id_maths_units_id_fk" FOREIGN KEY ("maths_unit_id") REFERENCES "public"."maths_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tutor_chapters_slug_key" ON "tutor_chapters" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "tutor_chapters_subject_idx" ON "tutor_chapters" USING btree ("subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tutor_items_item_key" ON "tutor_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "tutor_items_unit_idx" ON "tutor_items" USING btree ("unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tutor_subjects_slug_key" ON "tutor_subjects" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "tutor_units_slug_key" ON "tutor_units" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "tutor_units_chapter_idx" ON "tutor_units" USING btree ("chapter_id");