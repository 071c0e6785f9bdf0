CREATE TABLE "quiz_round_answers" (
	"round_id" varchar(160) NOT NULL,
	"question_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"answer" integer,
	"time_ms" integer NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quiz_round_answers_round_id_question_id_pk" PRIMARY KEY("round_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "quiz_round_answers" ADD CONSTRAINT "quiz_round_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;