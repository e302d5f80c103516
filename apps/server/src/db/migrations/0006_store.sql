CREATE TABLE "store_applications" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"order_no" varchar(18) NOT NULL,
	"phone_hash" varchar(64) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "store_applications_merchant_idx" ON "store_applications" USING btree ("merchant_id","created_at");