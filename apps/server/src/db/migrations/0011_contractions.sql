CREATE TABLE "contractions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contractions" ADD CONSTRAINT "contractions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contractions_user_idx" ON "contractions" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "contractions_time_idx" ON "contractions" USING btree ("started_at","id");