CREATE TABLE "sign_in_throttle" (
	"subject" varchar(254) PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"secret" varchar(128) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quiz_results" ADD COLUMN "mode" varchar(16) DEFAULT 'ranked' NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_results" ADD COLUMN "elapsed_ms" integer;--> statement-breakpoint
ALTER TABLE "quiz_results" ADD COLUMN "round_id" varchar(160);--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_results_round_key" ON "quiz_results" USING btree ("round_id");