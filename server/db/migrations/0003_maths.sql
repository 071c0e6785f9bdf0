CREATE TABLE "maths_curricula" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(80) NOT NULL,
	"name" varchar(120) NOT NULL,
	"subject" varchar(10) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maths_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"level" integer NOT NULL,
	"level_key" varchar(60) NOT NULL,
	"generator" jsonb NOT NULL,
	"question_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maths_progress" (
	"user_id" integer NOT NULL,
	"curriculum_id" integer NOT NULL,
	"level_id" integer NOT NULL,
	"question_id" varchar(70) NOT NULL,
	"attempted" boolean NOT NULL,
	"is_correct" boolean NOT NULL,
	"last_device_id" varchar(64) NOT NULL,
	"last_seq" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maths_progress_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "maths_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"curriculum_id" integer NOT NULL,
	"slug" varchar(80) NOT NULL,
	"name" varchar(120) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "maths_levels" ADD CONSTRAINT "maths_levels_unit_id_maths_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."maths_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maths_progress" ADD CONSTRAINT "maths_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maths_progress" ADD CONSTRAINT "maths_progress_curriculum_id_maths_curricula_id_fk" FOREIGN KEY ("curriculum_id") REFERENCES "public"."maths_curricula"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maths_progress" ADD CONSTRAINT "maths_progress_level_id_maths_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."maths_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maths_units" ADD CONSTRAINT "maths_units_curriculum_id_maths_curricula_id_fk" FOREIGN KEY ("curriculum_id") REFERENCES "public"."maths_curricula"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "maths_curricula_slug_key" ON "maths_curricula" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "maths_levels_key" ON "maths_levels" USING btree ("level_key");--> statement-breakpoint
CREATE UNIQUE INDEX "maths_levels_unit_level_key" ON "maths_levels" USING btree ("unit_id","level");--> statement-breakpoint
CREATE INDEX "maths_progress_curriculum_idx" ON "maths_progress" USING btree ("user_id","curriculum_id");--> statement-breakpoint
CREATE INDEX "maths_progress_level_idx" ON "maths_progress" USING btree ("user_id","level_id");--> statement-breakpoint
CREATE UNIQUE INDEX "maths_units_slug_key" ON "maths_units" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "maths_units_curriculum_idx" ON "maths_units" USING btree ("curriculum_id");