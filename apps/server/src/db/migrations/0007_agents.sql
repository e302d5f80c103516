CREATE TABLE "commission_rates" (
	"agent_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sub_merchant_id" integer DEFAULT 0 NOT NULL,
	"commission" numeric(10, 2) NOT NULL,
	"capped_from" numeric(10, 2),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_rates_agent_id_goods_id_sub_merchant_id_pk" PRIMARY KEY("agent_id","goods_id","sub_merchant_id"),
	CONSTRAINT "commission_rates_commission_check" CHECK ("commission_rates"."commission" >= 0)
);
--> statement-breakpoint
CREATE TABLE "agent_child_totals" (
	"agent_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"settled_orders" integer DEFAULT 0 NOT NULL,
	"commission" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "agent_child_totals_agent_id_child_id_pk" PRIMARY KEY("agent_id","child_id")
);
--> statement-breakpoint
CREATE TABLE "order_commission_shares" (
	"order_id" bigint NOT NULL,
	"merchant_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"child_id" integer,
	"amount" numeric(10, 2) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "order_commission_shares_order_id_merchant_id_pk" PRIMARY KEY("order_id","merchant_id"),
	CONSTRAINT "order_commission_shares_amount_check" CHECK ("order_commission_shares"."amount" >= 0)
);
--> statement-breakpoint
CREATE INDEX "order_commission_shares_agent_idx" ON "order_commission_shares" USING btree ("merchant_id","created_at" DESC NULLS LAST,"order_id" DESC NULLS LAST) WHERE "order_commission_shares"."level" > 0;--> statement-breakpoint
CREATE INDEX "order_commission_shares_settled_idx" ON "order_commission_shares" USING btree ("merchant_id","settled_at") WHERE "order_commission_shares"."level" > 0 and "order_commission_shares"."settled_at" is not null;--> statement-breakpoint
-- Orders made before commissions were split: the seller kept the whole reward, its agent nothing.
INSERT INTO "order_commission_shares" ("order_id", "merchant_id", "level", "child_id", "amount", "created_at", "settled_at")
SELECT "id", "merchant_id", 0, NULL, "commission", "created_at", "settled_at" FROM "orders" WHERE "agent_id" IS NOT NULL AND "agent_id" <> "merchant_id"
UNION ALL
SELECT "id", "agent_id", 1, "merchant_id", 0, "created_at", "settled_at" FROM "orders" WHERE "agent_id" IS NOT NULL AND "agent_id" <> "merchant_id";
--> statement-breakpoint
INSERT INTO "agent_child_totals" ("agent_id", "child_id", "orders", "settled_orders")
SELECT "agent_id", "merchant_id", count(*), count("settled_at") FROM "orders" WHERE "agent_id" IS NOT NULL AND "agent_id" <> "merchant_id" GROUP BY "agent_id", "merchant_id";
