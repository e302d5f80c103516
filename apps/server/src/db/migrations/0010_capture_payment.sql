ALTER TABLE "capture_orders" ADD COLUMN "placed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Rows captured before: placed when they were captured (the platforms' times were not kept).
UPDATE "capture_orders" SET "placed_at" = "created_at";--> statement-breakpoint
ALTER TABLE "capture_orders" ADD COLUMN "pay_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "capture_orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "capture_orders" ADD COLUMN "refund_state" varchar(10) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "capture_orders_video_idx" ON "capture_orders" USING btree ("merchant_id","placed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "capture_orders"."video_id" <> '';--> statement-breakpoint
CREATE INDEX "capture_orders_live_idx" ON "capture_orders" USING btree ("merchant_id","room_id","placed_at") WHERE "capture_orders"."room_id" <> '';--> statement-breakpoint
CREATE INDEX "capture_orders_live_list_idx" ON "capture_orders" USING btree ("merchant_id","placed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "capture_orders"."room_id" <> '';