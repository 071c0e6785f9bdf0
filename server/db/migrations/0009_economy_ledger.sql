CREATE TABLE "wallets" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"coins" integer DEFAULT 0 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"coins_earned" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_coins_not_negative" CHECK ("wallets"."coins" >= 0)
);
--> statement-breakpoint
DROP INDEX "coin_ledger_user_idx";--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD COLUMN "source" varchar(16) DEFAULT 'sheet' NOT NULL;--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD COLUMN "idempotency_key" varchar(120);--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD COLUMN "refund_of" bigint;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD CONSTRAINT "coin_ledger_refund_of_coin_ledger_id_fk" FOREIGN KEY ("refund_of") REFERENCES "public"."coin_ledger"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coin_ledger_user_created_idx" ON "coin_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coin_ledger_idempotency_key" ON "coin_ledger" USING btree ("user_id","idempotency_key") WHERE "coin_ledger"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "coin_ledger_refund_key" ON "coin_ledger" USING btree ("refund_of") WHERE "coin_ledger"."refund_of" is not null;--> statement-breakpoint
CREATE INDEX "coin_ledger_user_idx" ON "coin_ledger" USING btree ("user_id","id");--> statement-breakpoint
-- Balances so far: the sums of each user's ledger rows (every earlier row came from a sheet).
INSERT INTO "wallets" ("user_id", "coins", "score", "coins_earned")
SELECT "user_id", greatest(sum("coins"), 0), sum("score"), sum(greatest("coins", 0))
FROM "coin_ledger" GROUP BY "user_id";
