-- The amount records' count (`/money/ledger`'s total, decision 073): every call counted the
-- merchant's entries under its filter, and a merchant credited once per settled order holds one
-- entry per order (the 10 M set's live merchant: 557,000 entries at 4.6 M orders, 117 ms, growing
-- with the orders). Kept here by day (statistics' zone, as decision 069's tables) and type, the
-- list's whole filter, in the transaction of every ledger write.
CREATE TABLE "ledger_daily" (
	"merchant_id" integer NOT NULL,
	"day" date NOT NULL,
	"type" varchar(20) NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_daily_merchant_id_day_type_pk" PRIMARY KEY("merchant_id","day","type")
);
--> statement-breakpoint
-- `added`: ledger_entries rows. The ledger is append-only (0003's triggers refuse UPDATE, DELETE
-- and TRUNCATE), so an insert is the only change to follow.
CREATE FUNCTION ledger_daily_upsert_sql(added text, zone text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
SELECT format($q$
  INSERT INTO ledger_daily AS d (merchant_id, day, type, entries)
  SELECT merchant_id, (created_at AT TIME ZONE %2$L)::date AS day, type, count(*)
  FROM (%1$s) m
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (merchant_id, day, type) DO UPDATE SET entries = d.entries + excluded.entries
$q$, added, zone)
$f$;--> statement-breakpoint
CREATE FUNCTION ledger_daily_entries_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE ledger_daily_upsert_sql('SELECT * FROM added', (SELECT time_zone FROM statistics_settings WHERE id = 1));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER ledger_daily_entries_insert AFTER INSERT ON ledger_entries REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_daily_entries_added();--> statement-breakpoint
-- Counted anew with the other kept figures (`npm run stats:rebuild`, a start in another time zone).
CREATE OR REPLACE FUNCTION statistics_rebuild() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  zone text := (SELECT time_zone FROM statistics_settings WHERE id = 1);
BEGIN
  DELETE FROM statistics_daily;
  EXECUTE statistics_upsert_sql('SELECT 1 AS sign, * FROM orders', zone);
  DELETE FROM agent_distribution_daily;
  EXECUTE distribution_upsert_sql(distribution_part_sql(1, 'order_commission_shares', 'orders'), zone);
  DELETE FROM live_anchor_daily;
  EXECUTE live_anchor_upsert_sql('SELECT 1 AS sign, * FROM live_credits', zone);
  DELETE FROM order_status_daily;
  EXECUTE order_status_upsert_sql('SELECT 1 AS sign, * FROM orders', zone);
  DELETE FROM ledger_daily;
  EXECUTE ledger_daily_upsert_sql('SELECT * FROM ledger_entries', zone);
END $$;--> statement-breakpoint
DO $$
BEGIN
  EXECUTE ledger_daily_upsert_sql('SELECT * FROM ledger_entries', (SELECT time_zone FROM statistics_settings WHERE id = 1));
END $$;
