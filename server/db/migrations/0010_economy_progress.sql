CREATE TABLE "category_stats" (
	"user_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"questions_answered" integer DEFAULT 0 NOT NULL,
	"correct_answers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "category_stats_user_id_category_id_pk" PRIMARY KEY("user_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "notification_reads" (
	"user_id" integer NOT NULL,
	"notification_id" bigint NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_reads_user_id_notification_id_pk" PRIMARY KEY("user_id","notification_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"type" varchar(32) NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"event_key" varchar(120),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_progress" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"rounds_finished" integer DEFAULT 0 NOT NULL,
	"questions_answered" integer DEFAULT 0 NOT NULL,
	"correct_answers" integer DEFAULT 0 NOT NULL,
	"quick_perfect_rounds" integer DEFAULT 0 NOT NULL,
	"perfect_returns" integer DEFAULT 0 NOT NULL,
	"perfect_first_tries" integer DEFAULT 0 NOT NULL,
	"battle_wins" integer DEFAULT 0 NOT NULL,
	"group_battle_wins" integer DEFAULT 0 NOT NULL,
	"contest_wins" integer DEFAULT 0 NOT NULL,
	"monthly_first_places" integer DEFAULT 0 NOT NULL,
	"random_battle_win_run" integer DEFAULT 0 NOT NULL,
	"daily_quiz_days" integer DEFAULT 0 NOT NULL,
	"friends_joined" integer DEFAULT 0 NOT NULL,
	"streak_current" integer DEFAULT 0 NOT NULL,
	"streak_longest" integer DEFAULT 0 NOT NULL,
	"streak_last_day" date,
	"streak_freezes" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_badges" (
	"user_id" integer NOT NULL,
	"badge" varchar(32) NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_badges_user_id_badge_pk" PRIMARY KEY("user_id","badge")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" varchar(64) DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "category_stats" ADD CONSTRAINT "category_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_progress" ADD CONSTRAINT "player_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_event_key" ON "notifications" USING btree ("user_id","event_key") WHERE "notifications"."event_key" is not null;--> statement-breakpoint
-- What players did before the counters existed: their ranked Quiz Zone sheets (badges count
-- ranked play only), and every scored sheet for the statistics.
INSERT INTO "player_progress" ("user_id", "rounds_finished", "questions_answered", "correct_answers")
SELECT "user_id", count(*), sum("total"), sum("correct") FROM "quiz_results" WHERE "mode" = 'ranked' GROUP BY "user_id";
--> statement-breakpoint
INSERT INTO "category_stats" ("user_id", "category_id", "questions_answered", "correct_answers")
SELECT "user_id", "category_id", sum("total"), sum("correct") FROM "quiz_results" GROUP BY "user_id", "category_id";
