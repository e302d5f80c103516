CREATE TABLE "topup_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "topup_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"batch_no" varchar(24) NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"status" varchar(12) DEFAULT 'processing' NOT NULL,
	"item_count" integer NOT NULL,
	"face_total" numeric(14, 2) NOT NULL,
	"price_total" numeric(14, 2) NOT NULL,
	"retry_of" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "topup_batches_status_check" CHECK ("topup_batches"."status" in ('processing', 'finished'))
);
--> statement-breakpoint
CREATE TABLE "topup_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "topup_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"batch_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"phone_enc" text NOT NULL,
	"phone_masked" varchar(11) NOT NULL,
	"phone_hash" varchar(64) NOT NULL,
	"carrier" varchar(10) NOT NULL,
	"face" smallint NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"provider_ref" varchar(64) DEFAULT '' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "topup_items_status_check" CHECK ("topup_items"."status" in ('pending', 'recharging', 'succeeded', 'failed')),
	CONSTRAINT "topup_items_carrier_check" CHECK ("topup_items"."carrier" in ('mobile', 'unicom', 'telecom', 'broadcast'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "topup_batches_no_key" ON "topup_batches" USING btree ("batch_no");--> statement-breakpoint
CREATE UNIQUE INDEX "topup_batches_idempotency_key" ON "topup_batches" USING btree ("merchant_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "topup_batches_merchant_idx" ON "topup_batches" USING btree ("merchant_id","id");--> statement-breakpoint
CREATE INDEX "topup_items_batch_idx" ON "topup_items" USING btree ("batch_id","id");--> statement-breakpoint
CREATE INDEX "topup_items_phone_idx" ON "topup_items" USING btree ("merchant_id","phone_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "topup_items_line_key" ON "topup_items" USING btree ("batch_id","line_no");--> statement-breakpoint
CREATE INDEX "topup_items_open_idx" ON "topup_items" USING btree ("batch_id","status") WHERE "topup_items"."status" in ('pending', 'recharging');