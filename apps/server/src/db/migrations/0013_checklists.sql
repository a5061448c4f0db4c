CREATE TABLE "checklist_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"list" text NOT NULL,
	"suggestion_id" text,
	"text" text,
	"done" boolean DEFAULT false NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	"position" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checklist_items_kind" CHECK (("checklist_items"."suggestion_id" is null) <> ("checklist_items"."text" is null))
);
--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checklist_items_user_idx" ON "checklist_items" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "checklist_items_time_idx" ON "checklist_items" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "checklist_items_suggestion_idx" ON "checklist_items" USING btree ("user_id","suggestion_id");