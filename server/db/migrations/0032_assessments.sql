CREATE TABLE "assessment_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"subject" varchar(20) NOT NULL,
	"state" varchar(10) DEFAULT 'open' NOT NULL,
	"time_limit_seconds" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"score" integer,
	"total" integer NOT NULL,
	"time_taken" integer,
	"client_time_taken" integer
);
--> statement-breakpoint
CREATE TABLE "assessment_questions" (
	"attempt_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"item_id" varchar(120) NOT NULL,
	"curriculum_id" integer NOT NULL,
	"unit_name" varchar(120) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"prompt" varchar(500) NOT NULL,
	"options" jsonb,
	"given" varchar(32),
	"right_answer" varchar(32),
	"correct" boolean,
	CONSTRAINT "assessment_questions_attempt_id_position_pk" PRIMARY KEY("attempt_id","position")
);
--> statement-breakpoint
ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_questions" ADD CONSTRAINT "assessment_questions_attempt_id_assessment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."assessment_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_attempts_open_key" ON "assessment_attempts" USING btree ("user_id","year","subject") WHERE "assessment_attempts"."state" = 'open';--> statement-breakpoint
CREATE INDEX "assessment_attempts_user_idx" ON "assessment_attempts" USING btree ("user_id","closed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_questions_item_key" ON "assessment_questions" USING btree ("attempt_id","item_id");