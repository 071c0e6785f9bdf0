CREATE TABLE "fun_n_learn" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"subcategory_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"title" varchar(160) NOT NULL,
	"detail" text NOT NULL,
	"image_url" varchar(300),
	"image_alt" text,
	"audio_url" varchar(300),
	"video_url" varchar(300),
	"transcript" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "answer_text" varchar(60);--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "hint" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "transcript" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "math" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "passage_id" integer;--> statement-breakpoint
ALTER TABLE "fun_n_learn" ADD CONSTRAINT "fun_n_learn_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fun_n_learn" ADD CONSTRAINT "fun_n_learn_subcategory_id_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."subcategories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fun_n_learn" ADD CONSTRAINT "fun_n_learn_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fun_n_learn_category_idx" ON "fun_n_learn" USING btree ("category_id","subcategory_id");--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_passage_id_fun_n_learn_id_fk" FOREIGN KEY ("passage_id") REFERENCES "public"."fun_n_learn"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_category_idx" ON "questions" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "questions_passage_idx" ON "questions" USING btree ("passage_id");--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_answer_kind" CHECK (("questions"."answer" = -1) = ("questions"."answer_text" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "questions" ALTER COLUMN "image_alt" SET DATA TYPE text;