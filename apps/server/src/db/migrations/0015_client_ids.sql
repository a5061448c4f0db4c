ALTER TABLE "moods" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "symptoms" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "kick_sessions" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "contractions" ADD COLUMN "client_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "moods_client_idx" ON "moods" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "symptoms_client_idx" ON "symptoms" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kick_sessions_client_idx" ON "kick_sessions" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contractions_client_idx" ON "contractions" USING btree ("user_id","client_id");