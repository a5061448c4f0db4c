ALTER TABLE "sync_requests" ALTER COLUMN "partner_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sync_requests" ADD COLUMN "partner_email" text;--> statement-breakpoint
CREATE INDEX "sync_requests_partner_email_idx" ON "sync_requests" USING btree ("partner_email");--> statement-breakpoint
-- Requests to an address without an account were stored addressed to the requester herself; they become unaddressed (their address was never kept).
UPDATE "sync_requests" SET "partner_id" = NULL WHERE "partner_id" = "requester_id";
