CREATE TABLE "appointment_reminders" (
	"appointment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "appointment_reminders_appointment_id_starts_at_pk" PRIMARY KEY("appointment_id","starts_at")
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"feed_secret_hash" text,
	"feed_created_at" timestamp with time zone,
	"email_day_before" boolean DEFAULT false NOT NULL,
	"show_details" boolean DEFAULT false NOT NULL,
	"feed_revision" integer DEFAULT 0 NOT NULL,
	"feed_due_date" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_entries" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_reminders" ADD CONSTRAINT "appointment_reminders_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_reminders" ADD CONSTRAINT "appointment_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_reminders_user_idx" ON "appointment_reminders" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_settings_feed_idx" ON "reminder_settings" USING btree ("feed_secret_hash");