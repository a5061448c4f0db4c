-- Two simultaneous searches of one food could each store a row: keep the newest of each.
DELETE FROM "food_checks" AS older USING "food_checks" AS newer
WHERE older."user_id" = newer."user_id"
  AND lower(older."food_name") = lower(newer."food_name")
  AND (older."checked_at", older."id") < (newer."checked_at", newer."id");--> statement-breakpoint
CREATE UNIQUE INDEX "food_checks_user_food_idx" ON "food_checks" USING btree ("user_id",lower("food_name"));
