CREATE TABLE "weight_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"pre_pregnancy_weight_kg" double precision,
	"height_cm" double precision,
	"units" text DEFAULT 'metric' NOT NULL,
	"twins" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"weight_kg" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "weight_profiles" ADD CONSTRAINT "weight_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weights" ADD CONSTRAINT "weights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "weights_user_date_idx" ON "weights" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "weights_user_created_idx" ON "weights" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "weights_created_idx" ON "weights" USING btree ("created_at","id");