-- The statistics screens over a year (issue 43, decision 075). `statistics_daily` is keyed by
-- merchant, day, goods, channel, shop and agent: the 10 M set's live merchant has 92,077 rows in a
-- year (50–85 ms a screen), and an agent's view with its 200 sub-merchants 2.77 M (896 ms). Three
-- coarser tables of the same figures, kept by triggers on `statistics_daily` (so by the same rule,
-- in the same transaction):
-- * `statistics_goods_daily`: merchant × day × goods (agent: its orders' agent, 0: none), and for
--   each agent its sub-merchants' orders together under merchant 0 (as 0026 does for the tabs).
--   It answers every screen that is not narrowed by a channel or a shop and does not show them.
-- * `statistics_shop_daily`: merchant × day × channel × shop (and agent). It answers the screens
--   not narrowed by a goods, the shop screen among them (which shows every merchant's channels).
-- * `statistics_shop_monthly`: the same by month (`day` is the month's first): the shop screen
--   reads a range's whole months from it and only the days at its ends from the daily one (an
--   agent's 200 sub-merchants over a year: 511,023 daily rows, some 17,000 monthly ones).
CREATE TABLE "statistics_goods_daily" (
	"merchant_id" integer NOT NULL,
	"day" date NOT NULL,
	"goods_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL, "submitted" integer DEFAULT 0 NOT NULL,
	"approved" integer DEFAULT 0 NOT NULL, "rejected" integer DEFAULT 0 NOT NULL,
	"shipped" integer DEFAULT 0 NOT NULL, "activated" integer DEFAULT 0 NOT NULL,
	"recharged" integer DEFAULT 0 NOT NULL, "settled" integer DEFAULT 0 NOT NULL,
	"commission" numeric(14, 2) DEFAULT '0' NOT NULL, "recharge_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"amount_r0" integer DEFAULT 0 NOT NULL, "amount_r1" integer DEFAULT 0 NOT NULL,
	"amount_r2" integer DEFAULT 0 NOT NULL, "amount_r3" integer DEFAULT 0 NOT NULL,
	"amount_r4" integer DEFAULT 0 NOT NULL,
	"recharge_timed" integer DEFAULT 0 NOT NULL, "recharge_days" integer DEFAULT 0 NOT NULL,
	"days_r0" integer DEFAULT 0 NOT NULL, "days_r1" integer DEFAULT 0 NOT NULL,
	"days_r2" integer DEFAULT 0 NOT NULL, "days_r3" integer DEFAULT 0 NOT NULL,
	"days_r4" integer DEFAULT 0 NOT NULL, "days_r5" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "statistics_goods_daily_pk" PRIMARY KEY("merchant_id","day","goods_id","agent_id")
);
--> statement-breakpoint
-- An agent's sub-merchants' rows, by agent and day.
CREATE INDEX "statistics_goods_daily_subs_idx" ON "statistics_goods_daily" USING btree ("agent_id","day")
  WHERE "merchant_id" = 0;--> statement-breakpoint
CREATE TABLE "statistics_shop_daily" (LIKE "statistics_goods_daily" INCLUDING DEFAULTS);--> statement-breakpoint
ALTER TABLE "statistics_shop_daily" DROP COLUMN "goods_id";--> statement-breakpoint
ALTER TABLE "statistics_shop_daily" ADD COLUMN "channel" varchar(12) NOT NULL;--> statement-breakpoint
ALTER TABLE "statistics_shop_daily" ADD COLUMN "shop_id" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "statistics_shop_daily" ADD CONSTRAINT "statistics_shop_daily_pk"
  PRIMARY KEY("merchant_id","day","channel","shop_id","agent_id");--> statement-breakpoint
CREATE INDEX "statistics_shop_daily_agent_idx" ON "statistics_shop_daily" USING btree ("agent_id","day")
  WHERE "agent_id" > 0;--> statement-breakpoint
CREATE TABLE "statistics_shop_monthly" (LIKE "statistics_shop_daily" INCLUDING DEFAULTS);--> statement-breakpoint
ALTER TABLE "statistics_shop_monthly" ADD CONSTRAINT "statistics_shop_monthly_pk"
  PRIMARY KEY("merchant_id","day","channel","shop_id","agent_id");--> statement-breakpoint
CREATE INDEX "statistics_shop_monthly_agent_idx" ON "statistics_shop_monthly" USING btree ("agent_id","day")
  WHERE "agent_id" > 0;--> statement-breakpoint
-- The figures every kept statistics table holds, in their order.
CREATE FUNCTION statistics_figures() RETURNS text[] LANGUAGE sql IMMUTABLE AS $f$
SELECT ARRAY['orders', 'submitted', 'approved', 'rejected', 'shipped', 'activated', 'recharged', 'settled',
  'commission', 'recharge_amount', 'amount_r0', 'amount_r1', 'amount_r2', 'amount_r3', 'amount_r4',
  'recharge_timed', 'recharge_days', 'days_r0', 'days_r1', 'days_r2', 'days_r3', 'days_r4', 'days_r5']
$f$;--> statement-breakpoint
-- Adds the figures of `source` (rows with `keys` and every figure) to `target`, summed by its key
-- `keys`, in key order (two writers lock rows in one order).
CREATE FUNCTION statistics_add_sql(target text, keys text, source text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
SELECT format('INSERT INTO %1$I AS d (%2$s, %3$s) SELECT %2$s, %4$s FROM (%5$s) s GROUP BY %2$s ORDER BY %2$s
    ON CONFLICT (%2$s) DO UPDATE SET %6$s',
  target, keys, array_to_string(f, ', '),
  (SELECT string_agg(format('sum(%I)', x), ', ') FROM unnest(f) x), source,
  (SELECT string_agg(format('%1$I = d.%1$I + excluded.%1$I', x), ', ') FROM unnest(f) x))
FROM (SELECT statistics_figures() AS f) figures
$f$;--> statement-breakpoint
-- The coarser tables' upkeep, one statement out of `delta` (rows keyed as statistics_daily's, `%s`
-- in the text): by day and shop; by month and shop; by day and goods, where each sub-merchant's
-- link figures (an agent that is not the row's merchant) count once more under merchant 0 and that
-- agent. In table order, each in key order: two writers lock rows in one order.
CREATE FUNCTION statistics_rollups_sql() RETURNS text LANGUAGE sql IMMUTABLE AS $f$
SELECT format('WITH delta AS (%%s), shop_days AS (%s), shop_months AS (%s) %s',
  statistics_add_sql('statistics_shop_daily', 'merchant_id, day, channel, shop_id, agent_id', 'SELECT * FROM delta'),
  statistics_add_sql('statistics_shop_monthly', 'merchant_id, day, channel, shop_id, agent_id',
    format('SELECT merchant_id, date_trunc(''month'', day)::date AS day, channel, shop_id, agent_id, %s FROM delta',
      array_to_string(f, ', '))),
  statistics_add_sql('statistics_goods_daily', 'merchant_id, day, goods_id, agent_id',
    format('SELECT k.merchant_id, d.day, d.goods_id, k.agent_id, d.%s FROM delta d
      CROSS JOIN LATERAL (VALUES (d.merchant_id, d.agent_id), (0, d.agent_id)) k(merchant_id, agent_id)
      WHERE k.merchant_id <> 0 OR (d.agent_id <> 0 AND d.agent_id <> d.merchant_id)',
      array_to_string(f, ', d.'))))
FROM (SELECT statistics_figures() AS f) figures
$f$;--> statement-breakpoint
-- Kept from what `statistics_daily` gains, not from the orders: the rule (0017's
-- statistics_upsert_sql) stays the one text that the orders' trigger and the rebuild run, and
-- these triggers' statements are static, planned once per connection (the same upkeep as dynamic
-- statements in the orders' trigger cost each order's write 1.4 to 2.3 ms). A delete takes its
-- rows' figures away again; one that empties statistics_daily (the rebuild, a truncate of the
-- orders, both written in 0026/0027) empties these too, without a row-by-row subtraction. So
-- neither function needs writing again here.
DO $do$
DECLARE
  keys text := 'merchant_id, day, goods_id, channel, shop_id, agent_id';
  f text[] := statistics_figures();
BEGIN
  EXECUTE format($d$
    CREATE FUNCTION statistics_daily_added() RETURNS trigger LANGUAGE plpgsql AS $f$
    BEGIN
      %s;
      RETURN NULL;
    END $f$ $d$, format(statistics_rollups_sql(), 'SELECT * FROM added'));
  EXECUTE format($d$
    CREATE FUNCTION statistics_daily_changed() RETURNS trigger LANGUAGE plpgsql AS $f$
    BEGIN
      %s;
      RETURN NULL;
    END $f$ $d$, format(statistics_rollups_sql(), format(
      'SELECT %1$s, %2$s FROM updated UNION ALL SELECT %1$s, %3$s FROM replaced', keys, array_to_string(f, ', '),
      (SELECT string_agg(format('-%1$I AS %1$I', x), ', ') FROM unnest(f) x))));
  EXECUTE format($d$
    CREATE FUNCTION statistics_daily_removed() RETURNS trigger LANGUAGE plpgsql AS $f$
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM statistics_daily) THEN
        DELETE FROM statistics_goods_daily;
        DELETE FROM statistics_shop_daily;
        DELETE FROM statistics_shop_monthly;
      ELSE
        %s;
      END IF;
      RETURN NULL;
    END $f$ $d$, format(statistics_rollups_sql(), format('SELECT %s, %s FROM removed', keys,
      (SELECT string_agg(format('-%1$I AS %1$I', x), ', ') FROM unnest(f) x))));
END $do$;--> statement-breakpoint
CREATE TRIGGER statistics_daily_insert AFTER INSERT ON statistics_daily REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION statistics_daily_added();--> statement-breakpoint
CREATE TRIGGER statistics_daily_update AFTER UPDATE ON statistics_daily
  REFERENCING OLD TABLE AS replaced NEW TABLE AS updated
  FOR EACH STATEMENT EXECUTE FUNCTION statistics_daily_changed();--> statement-breakpoint
CREATE TRIGGER statistics_daily_delete AFTER DELETE ON statistics_daily REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION statistics_daily_removed();--> statement-breakpoint
-- The coarser tables out of the daily figures already kept.
DO $$
BEGIN
  EXECUTE format(statistics_rollups_sql(), 'SELECT * FROM statistics_daily');
END $$;
