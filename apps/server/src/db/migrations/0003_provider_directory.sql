ALTER TABLE "providers" ALTER COLUMN "lat" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "providers" ALTER COLUMN "lng" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "providers" ALTER COLUMN "rating" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ALTER COLUMN "review_count" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "providers" ALTER COLUMN "accepts_new_patients" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "npi" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "street" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "state" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "is_sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "providers_npi_idx" ON "providers" USING btree ("npi");--> statement-breakpoint
CREATE INDEX "providers_location_idx" ON "providers" USING btree ("lat","lng");--> statement-breakpoint
-- Issue 21: the directory lives in the database now; the 24 doctors seeded from code before it go (appointments keep their details, without a provider).
DELETE FROM "providers" WHERE "owner_id" IS NULL AND "id" LIKE 'demo-provider-%';
