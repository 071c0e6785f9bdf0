CREATE TABLE "applied_ops" (
	"user_id" integer NOT NULL,
	"op_id" varchar(64) NOT NULL,
	"device_id" varchar(64) NOT NULL,
	"seq" bigint NOT NULL,
	"kind" varchar(40) NOT NULL,
	"result" jsonb NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applied_ops_user_id_op_id_pk" PRIMARY KEY("user_id","op_id")
);
--> statement-breakpoint
ALTER TABLE "applied_ops" ADD CONSTRAINT "applied_ops_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applied_ops_device_idx" ON "applied_ops" USING btree ("user_id","device_id","seq");