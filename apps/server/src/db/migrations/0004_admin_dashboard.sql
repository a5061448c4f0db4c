DROP INDEX "promo_redemptions_unique";--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "per_user_limit" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_user_id","at");--> statement-breakpoint
CREATE INDEX "promo_redemptions_code_user_idx" ON "promo_redemptions" USING btree ("code","user_id");--> statement-breakpoint
CREATE INDEX "usage_stats_time_idx" ON "usage_stats" USING btree ("timestamp","id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "appointments_created_idx" ON "appointments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "appointments_user_created_idx" ON "appointments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "calendar_entries_created_idx" ON "calendar_entries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "calendar_entries_user_created_idx" ON "calendar_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "moods_time_idx" ON "moods" USING btree ("logged_at","id");--> statement-breakpoint
CREATE INDEX "symptoms_time_idx" ON "symptoms" USING btree ("logged_at","id");--> statement-breakpoint
CREATE INDEX "chat_messages_time_idx" ON "chat_messages" USING btree ("timestamp","id");