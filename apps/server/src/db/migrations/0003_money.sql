CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"type" varchar(20) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"balance_after" numeric(14, 2) NOT NULL,
	"reference" varchar(64) NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_not_zero" CHECK ("ledger_entries"."amount" <> 0),
	CONSTRAINT "ledger_entries_balance_not_negative" CHECK ("ledger_entries"."balance_after" >= 0),
	CONSTRAINT "ledger_entries_type_check" CHECK ("ledger_entries"."type" in ('commission', 'withdrawal', 'withdrawal_refund', 'subsidy', 'topup_charge', 'topup_refund', 'adjustment'))
);
--> statement-breakpoint
CREATE TABLE "payee_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payee_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"bank_name" varchar(50) DEFAULT '' NOT NULL,
	"account_enc" text NOT NULL,
	"account_masked" varchar(120) NOT NULL,
	"holder" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subsidies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subsidies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"order_no" varchar(40) DEFAULT '' NOT NULL,
	"period" varchar(20) DEFAULT '' NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"granted_at" timestamp with time zone,
	CONSTRAINT "subsidies_amount_positive" CHECK ("subsidies"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "subsidy_recharges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subsidy_recharges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"recharge_no" varchar(32) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"status" varchar(10) DEFAULT 'success' NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subsidy_recharges_amount_positive" CHECK ("subsidy_recharges"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "webhook_calls" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_calls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"endpoint" varchar(40) NOT NULL,
	"event_id" varchar(100),
	"outcome" varchar(20) NOT NULL,
	"detail" varchar(200) DEFAULT '' NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"withdraw_no" varchar(32) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"payee_account_id" integer NOT NULL,
	"account_kind" varchar(10) NOT NULL,
	"bank_name" varchar(50) DEFAULT '' NOT NULL,
	"account_masked" varchar(120) NOT NULL,
	"holder" varchar(50) NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount" > 0),
	CONSTRAINT "withdrawals_status_check" CHECK ("withdrawals"."status" in ('pending', 'approved', 'paid', 'rejected'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_event_key" ON "ledger_entries" USING btree ("merchant_id","type","reference");--> statement-breakpoint
CREATE INDEX "ledger_entries_merchant_idx" ON "ledger_entries" USING btree ("merchant_id","id");--> statement-breakpoint
CREATE INDEX "payee_accounts_merchant_idx" ON "payee_accounts" USING btree ("merchant_id","id");--> statement-breakpoint
CREATE INDEX "subsidies_merchant_idx" ON "subsidies" USING btree ("merchant_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "subsidy_recharges_no_key" ON "subsidy_recharges" USING btree ("recharge_no");--> statement-breakpoint
CREATE INDEX "subsidy_recharges_merchant_idx" ON "subsidy_recharges" USING btree ("merchant_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_calls_event_key" ON "webhook_calls" USING btree ("endpoint","event_id") WHERE "webhook_calls"."outcome" = 'accepted';--> statement-breakpoint
CREATE INDEX "webhook_calls_created_idx" ON "webhook_calls" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_no_key" ON "withdrawals" USING btree ("withdraw_no");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_idempotency_key" ON "withdrawals" USING btree ("merchant_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "withdrawals_merchant_idx" ON "withdrawals" USING btree ("merchant_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_open_idx" ON "withdrawals" USING btree ("status","created_at") WHERE "withdrawals"."status" in ('pending', 'approved');--> statement-breakpoint
-- The ledger is append-only: the database itself refuses to change or remove an entry, whatever
-- the application does (a correction is a new `adjustment` entry).
CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_update_delete BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON "ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_append_only();
