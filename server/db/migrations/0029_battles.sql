CREATE TABLE "battle_answers" (
	"room_id" integer NOT NULL,
	"idx" smallint NOT NULL,
	"seat" smallint NOT NULL,
	"choice" smallint,
	"correct" boolean NOT NULL,
	"points" integer NOT NULL,
	"ms" integer NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "battle_answers_room_id_idx_seat_pk" PRIMARY KEY("room_id","idx","seat")
);
--> statement-breakpoint
CREATE TABLE "battle_chat" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"seat" smallint NOT NULL,
	"user_id" integer,
	"body" text,
	"reaction" varchar(16),
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "battle_chat_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"message_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"reported_user_id" integer,
	"body" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "battle_players" (
	"room_id" integer NOT NULL,
	"seat" smallint NOT NULL,
	"user_id" integer,
	"is_bot" boolean DEFAULT false NOT NULL,
	"name" varchar(80) NOT NULL,
	"image" varchar(300),
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone,
	"disconnected_at" timestamp with time zone,
	"correct" smallint DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"total_ms" integer DEFAULT 0 NOT NULL,
	"fee_entry_id" integer,
	"outcome" varchar(5),
	"coins" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "battle_players_room_id_seat_pk" PRIMARY KEY("room_id","seat")
);
--> statement-breakpoint
CREATE TABLE "battle_questions" (
	"room_id" integer NOT NULL,
	"idx" smallint NOT NULL,
	"question_id" integer NOT NULL,
	CONSTRAINT "battle_questions_room_id_idx_pk" PRIMARY KEY("room_id","idx")
);
--> statement-breakpoint
CREATE TABLE "battle_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" varchar(20) NOT NULL,
	"room_type" varchar(8) NOT NULL,
	"code" varchar(6),
	"owner_id" integer,
	"language_id" integer NOT NULL,
	"category_id" integer,
	"no_of_que" smallint NOT NULL,
	"question_seconds" smallint NOT NULL,
	"entry_fee" integer DEFAULT 0 NOT NULL,
	"max_players" smallint NOT NULL,
	"status" varchar(8) DEFAULT 'waiting' NOT NULL,
	"end_reason" varchar(12),
	"wait_until" timestamp with time zone,
	"starts_at" timestamp with time zone,
	"current_index" smallint DEFAULT -1 NOT NULL,
	"sent_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"with_bot" boolean DEFAULT false NOT NULL,
	"result_reason" varchar(16),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "battle_statistics" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" varchar(20) NOT NULL,
	"room_id" integer NOT NULL,
	"user_id1" integer,
	"user_id2" integer,
	"winner_id" integer,
	"is_drawn" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "battle_answers" ADD CONSTRAINT "battle_answers_room_id_battle_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."battle_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_chat" ADD CONSTRAINT "battle_chat_room_id_battle_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."battle_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_chat" ADD CONSTRAINT "battle_chat_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_chat_reports" ADD CONSTRAINT "battle_chat_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_chat_reports" ADD CONSTRAINT "battle_chat_reports_reported_user_id_users_id_fk" FOREIGN KEY ("reported_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_players" ADD CONSTRAINT "battle_players_room_id_battle_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."battle_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_players" ADD CONSTRAINT "battle_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_questions" ADD CONSTRAINT "battle_questions_room_id_battle_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."battle_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_questions" ADD CONSTRAINT "battle_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_rooms" ADD CONSTRAINT "battle_rooms_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_rooms" ADD CONSTRAINT "battle_rooms_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_rooms" ADD CONSTRAINT "battle_rooms_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_statistics" ADD CONSTRAINT "battle_statistics_room_id_battle_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."battle_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_statistics" ADD CONSTRAINT "battle_statistics_user_id1_users_id_fk" FOREIGN KEY ("user_id1") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_statistics" ADD CONSTRAINT "battle_statistics_user_id2_users_id_fk" FOREIGN KEY ("user_id2") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "battle_chat_room_idx" ON "battle_chat" USING btree ("room_id","id");--> statement-breakpoint
CREATE INDEX "battle_chat_rate_idx" ON "battle_chat" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "battle_chat_reports_once_key" ON "battle_chat_reports" USING btree ("message_id","reporter_id");--> statement-breakpoint
CREATE INDEX "battle_chat_reports_status_idx" ON "battle_chat_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "battle_players_room_user_key" ON "battle_players" USING btree ("room_id","user_id");--> statement-breakpoint
CREATE INDEX "battle_players_user_idx" ON "battle_players" USING btree ("user_id","room_id");--> statement-breakpoint
CREATE UNIQUE INDEX "battle_rooms_match_id_key" ON "battle_rooms" USING btree ("match_id");--> statement-breakpoint
CREATE UNIQUE INDEX "battle_rooms_live_code_key" ON "battle_rooms" USING btree ("code") WHERE "battle_rooms"."status" IN ('waiting', 'playing') AND "battle_rooms"."code" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "battle_rooms_waiting_idx" ON "battle_rooms" USING btree ("language_id","category_id","created_at") WHERE "battle_rooms"."status" = 'waiting' AND "battle_rooms"."room_type" = 'random';--> statement-breakpoint
CREATE UNIQUE INDEX "battle_statistics_match_key" ON "battle_statistics" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "battle_statistics_user1_idx" ON "battle_statistics" USING btree ("user_id1","created_at");--> statement-breakpoint
CREATE INDEX "battle_statistics_user2_idx" ON "battle_statistics" USING btree ("user_id2","created_at");