CREATE TABLE "bookmarks" (
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"type" varchar(20) NOT NULL,
	"bookmarked" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bookmarks_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "favourite_categories" (
	"user_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"type" varchar(20) NOT NULL,
	"rank" smallint NOT NULL,
	CONSTRAINT "favourite_categories_user_id_category_id_pk" PRIMARY KEY("user_id","category_id")
);
--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_categories" ADD CONSTRAINT "favourite_categories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_categories" ADD CONSTRAINT "favourite_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookmarks_user_list_idx" ON "bookmarks" USING btree ("user_id","bookmarked","created_at");--> statement-breakpoint
CREATE INDEX "favourite_categories_user_type_idx" ON "favourite_categories" USING btree ("user_id","type");