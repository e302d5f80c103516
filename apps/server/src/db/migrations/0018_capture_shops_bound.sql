-- Issue 40, finding 4 (decision 046): a platform shop id belongs to a merchant only once the
-- platform has proved it (a token granted for that shop id, a Gantanhao push signed with the
-- shop's secret): `bound_at`. Only bound records are unique per platform shop id; a record not
-- yet authorized blocks nobody. A merchant still keeps one record per platform shop id.
ALTER TABLE "capture_shops" ADD COLUMN "bound_at" timestamp with time zone;--> statement-breakpoint
UPDATE "capture_shops" SET "bound_at" = "updated_at"
  WHERE "access_token_enc" IS NOT NULL OR ("platform" = 'gantanhao' AND "auth_state" = 'authorized');--> statement-breakpoint
DROP INDEX "capture_shops_platform_shop_key";--> statement-breakpoint
CREATE UNIQUE INDEX "capture_shops_merchant_shop_key" ON "capture_shops" USING btree ("merchant_id","platform","shop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "capture_shops_platform_shop_key" ON "capture_shops" USING btree ("platform","shop_id") WHERE "capture_shops"."bound_at" is not null;
