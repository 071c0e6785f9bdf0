CREATE TABLE "daily_quizzes" (
	"day" varchar(10) NOT NULL,
	"language_id" integer NOT NULL,
	"question_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_quizzes_day_language_id_pk" PRIMARY KEY("day","language_id")
);
--> statement-breakpoint
CREATE TABLE "solo_lifelines" (
	"round_id" varchar(160) NOT NULL,
	"lifeline" varchar(20) NOT NULL,
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"removed" jsonb,
	"poll" jsonb,
	"charged" integer NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	CONSTRAINT "solo_lifelines_round_id_lifeline_pk" PRIMARY KEY("round_id","lifeline")
);
--> statement-breakpoint
CREATE TABLE "solo_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"mode" varchar(20) NOT NULL,
	"scope" varchar(40) NOT NULL,
	"earning" varchar(10) NOT NULL,
	"total" integer NOT NULL,
	"correct" integer NOT NULL,
	"skipped" integer NOT NULL,
	"percentage" real NOT NULL,
	"score" integer NOT NULL,
	"coins" integer NOT NULL,
	"round_id" varchar(160),
	"ranked_day" varchar(10),
	"elapsed_ms" integer,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "solo_round_answers" (
	"round_id" varchar(160) NOT NULL,
	"question_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"answer" integer,
	"text" varchar(60),
	"time_ms" integer NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "solo_round_answers_round_id_question_id_pk" PRIMARY KEY("round_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "solo_round_sets" (
	"round_id" varchar(160) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"question_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "solo_word_hints" (
	"round_id" varchar(160) NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	"user_id" integer NOT NULL,
	"charged" integer NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	CONSTRAINT "solo_word_hints_round_id_question_id_position_pk" PRIMARY KEY("round_id","question_id","position")
);
--> statement-breakpoint
ALTER TABLE "daily_quizzes" ADD CONSTRAINT "daily_quizzes_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solo_lifelines" ADD CONSTRAINT "solo_lifelines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solo_results" ADD CONSTRAINT "solo_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solo_round_answers" ADD CONSTRAINT "solo_round_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solo_round_sets" ADD CONSTRAINT "solo_round_sets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solo_word_hints" ADD CONSTRAINT "solo_word_hints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "solo_lifelines_used_at_idx" ON "solo_lifelines" USING btree ("used_at");--> statement-breakpoint
CREATE UNIQUE INDEX "solo_results_round_key" ON "solo_results" USING btree ("round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "solo_results_ranked_day_key" ON "solo_results" USING btree ("user_id","ranked_day");--> statement-breakpoint
CREATE INDEX "solo_results_user_idx" ON "solo_results" USING btree ("user_id","mode","scope");--> statement-breakpoint
CREATE INDEX "solo_round_answers_answered_at_idx" ON "solo_round_answers" USING btree ("answered_at");--> statement-breakpoint
CREATE INDEX "solo_round_sets_created_at_idx" ON "solo_round_sets" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "solo_word_hints_used_at_idx" ON "solo_word_hints" USING btree ("used_at");