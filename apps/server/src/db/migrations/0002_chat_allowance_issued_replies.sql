CREATE TABLE "chat_allowances" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"sessions_used" integer DEFAULT 0 NOT NULL,
	"session_started_at" timestamp with time zone,
	"session_ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chat_issued_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"reply_hash" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"used" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_allowances" ADD CONSTRAINT "chat_allowances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_issued_replies" ADD CONSTRAINT "chat_issued_replies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_issued_replies_user_idx" ON "chat_issued_replies" USING btree ("user_id","reply_hash");