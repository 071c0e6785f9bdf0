CREATE TABLE "premium_unlocks" (
	"user_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"entry_id" bigint,
	"unlocked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "premium_unlocks_user_id_category_id_pk" PRIMARY KEY("user_id","category_id")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "coins" integer;--> statement-breakpoint
ALTER TABLE "premium_unlocks" ADD CONSTRAINT "premium_unlocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_unlocks" ADD CONSTRAINT "premium_unlocks_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_unlocks" ADD CONSTRAINT "premium_unlocks_entry_id_coin_ledger_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."coin_ledger"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_coins_not_negative" CHECK ("categories"."coins" >= 0);