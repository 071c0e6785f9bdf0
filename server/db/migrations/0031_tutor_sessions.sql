CREATE TABLE "tutor_attempts" (
	"user_id" integer NOT NULL,
	"curriculum_id" integer NOT NULL,
	"source" varchar(10) NOT NULL,
	"source_id" varchar(80) NOT NULL,
	"item_id" varchar(120) NOT NULL,
	"answer" varchar(32) NOT NULL,
	"correct" boolean NOT NULL,
	"mode" varchar(20) NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"seq" bigint NOT NULL,
	"device_id" varchar(64) NOT NULL,
	"idx" integer NOT NULL,
	CONSTRAINT "tutor_attempts_user_id_curriculum_id_source_source_id_pk" PRIMARY KEY("user_id","curriculum_id","source","source_id")
);
--> statement-breakpoint
CREATE TABLE "tutor_sessions" (
	"user_id" integer NOT NULL,
	"curriculum_id" integer NOT NULL,
	"current_stage" varchar(30) NOT NULL,
	"last_seq" bigint NOT NULL,
	"last_device_id" varchar(64) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutor_sessions_user_id_curriculum_id_pk" PRIMARY KEY("user_id","curriculum_id")
);
--> statement-breakpoint
CREATE TABLE "tutor_turns" (
	"user_id" integer NOT NULL,
	"curriculum_id" integer NOT NULL,
	"turn_id" varchar(80) NOT NULL,
	"seq" bigint NOT NULL,
	"device_id" varchar(64) NOT NULL,
	"idx" integer NOT NULL,
	"turn" jsonb NOT NULL,
	CONSTRAINT "tutor_turns_user_id_curriculum_id_turn_id_pk" PRIMARY KEY("user_id","curriculum_id","turn_id")
);
--> statement-breakpoint
ALTER TABLE "tutor_attempts" ADD CONSTRAINT "tutor_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_attempts" ADD CONSTRAINT "tutor_attempts_curriculum_id_tutor_units_id_fk" FOREIGN KEY ("curriculum_id") REFERENCES "public"."tutor_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_sessions" ADD CONSTRAINT "tutor_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_sessions" ADD CONSTRAINT "tutor_sessions_curriculum_id_tutor_units_id_fk" FOREIGN KEY ("curriculum_id") REFERENCES "public"."tutor_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_turns" ADD CONSTRAINT "tutor_turns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_turns" ADD CONSTRAINT "tutor_turns_curriculum_id_tutor_units_id_fk" FOREIGN KEY ("curriculum_id") REFERENCES "public"."tutor_units"("id") ON DELETE cascade ON UPDATE no action;