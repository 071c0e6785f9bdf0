CREATE TABLE "maths_resets" (
	"user_id" integer NOT NULL,
	"curriculum_id" integer NOT NULL,
	"seq" bigint NOT NULL,
	"device_id" varchar(64) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maths_resets_user_id_curriculum_id_pk" PRIMARY KEY("user_id","curriculum_id")
);
--> statement-breakpoint
ALTER TABLE "maths_resets" ADD CONSTRAINT "maths_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maths_resets" ADD CONSTRAINT "maths_resets_curriculum_id_maths_curricula_id_fk" FOREIGN KEY ("curriculum_id") REFERENCES "public"."maths_curricula"("id") ON DELETE cascade ON UPDATE no action;