-- The statistics screens over a year (issue 43, decision 075). `statistics_daily` is keyed by
-- merchant, day, goods, channel, shop and agent: the 10 M set's live merchant has 92,077 rows in a
-- year (50–85 ms a screen), and an agent's view with its 200 sub-merchants 2.77 M (896 ms). Two
-- coarser tables of the same figures, kept by the same trigger with the same rule:
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
-- The one rule of the figures (0013, 0017's statistics_upsert_sql, unchanged): the figures of
-- `moved` (rows of `orders` with a `sign`: 1 adds, -1 takes away) by merchant, day (of `zone`),
-- goods, channel, shop and agent.
CREATE FUNCTION statistics_delta_sql(moved text, zone text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
SELECT format($q$
  SELECT merchant_id, day, goods_id, channel, shop_id, agent_id,
    sum(sign) AS orders, sum(sign * (submitted_at IS NOT NULL)::int) AS submitted,
    sum(sign * (approved_at IS NOT NULL)::int) AS approved,
    sum(sign * (status IN ('rejected', 'transferred'))::int) AS rejected,
    sum(sign * (shipped_at IS NOT NULL)::int) AS shipped,
    sum(sign * (activated_at IS NOT NULL)::int) AS activated,
    sum(sign * (recharged_at IS NOT NULL)::int) AS recharged,
    sum(sign * (settled_at IS NOT NULL)::int) AS settled,
    coalesce(sum(sign * commission) FILTER (WHERE settled_at IS NOT NULL), 0) AS commission,
    coalesce(sum(sign * first_recharge_amount) FILTER (WHERE recharged_at IS NOT NULL), 0) AS recharge_amount,
    coalesce(sum(sign) FILTER (WHERE recharged_at IS NOT NULL AND amount_r = 0), 0) AS amount_r0,
    coalesce(sum(sign) FILTER (WHERE recharged_at IS NOT NULL AND amount_r = 1), 0) AS amount_r1,
    coalesce(sum(sign) FILTER (WHERE recharged_at IS NOT NULL AND amount_r = 2), 0) AS amount_r2,
    coalesce(sum(sign) FILTER (WHERE recharged_at IS NOT NULL AND amount_r = 3), 0) AS amount_r3,
    coalesce(sum(sign) FILTER (WHERE recharged_at IS NOT NULL AND amount_r = 4), 0) AS amount_r4,
    coalesce(sum(sign) FILTER (WHERE days IS NOT NULL), 0) AS recharge_timed,
    coalesce(sum(sign * days), 0) AS recharge_days,
    coalesce(sum(sign) FILTER (WHERE days_r = 0), 0) AS days_r0, coalesce(sum(sign) FILTER (WHERE days_r = 1), 0) AS days_r1,
    coalesce(sum(sign) FILTER (WHERE days_r = 2), 0) AS days_r2, coalesce(sum(sign) FILTER (WHERE days_r = 3), 0) AS days_r3,
    coalesce(sum(sign) FILTER (WHERE days_r = 4), 0) AS days_r4, coalesce(sum(sign) FILTER (WHERE days_r = 5), 0) AS days_r5
  FROM (
    SELECT t.*, width_bucket(t.days, ARRAY[1, 3, 7, 15, 30]) AS days_r FROM (
      SELECT m.sign, m.merchant_id, m.goods_id, m.status, m.commission, m.submitted_at, m.approved_at,
        m.shipped_at, m.activated_at, m.settled_at, m.first_recharged_at AS recharged_at,
        m.first_recharge_amount,
        (m.created_at AT TIME ZONE %2$L)::date AS day,
        m.source AS channel,
        coalesce(m.shop_id, 0) AS shop_id, coalesce(m.agent_id, 0) AS agent_id,
        width_bucket(coalesce(m.first_recharge_amount, 0), ARRAY[50, 100, 200, 500]::numeric[]) AS amount_r,
        CASE WHEN m.first_recharged_at IS NOT NULL AND m.activated_at IS NOT NULL THEN
          greatest(0, (m.first_recharged_at AT TIME ZONE %2$L)::date
                      - (m.activated_at AT TIME ZONE %2$L)::date) END AS days
      FROM (%1$s) m
    ) t
  ) o
  GROUP BY merchant_id, day, goods_id, channel, shop_id, agent_id
$q$, moved, zone)
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
-- The coarser tables' parts of one statement, out of `delta` (rows keyed as statistics_daily's):
-- by day and shop; by month and shop; by day and goods, where each sub-merchant's link figures
-- (an agent that is not the row's merchant) count once more under merchant 0 and that agent.
CREATE FUNCTION statistics_rollups_sql() RETURNS text LANGUAGE sql IMMUTABLE AS $f$
SELECT concat_ws(', ',
  format('shop_days AS (%s)', statistics_add_sql('statistics_shop_daily',
    'merchant_id, day, channel, shop_id, agent_id', 'SELECT * FROM delta')),
  format('shop_months AS (%s)', statistics_add_sql('statistics_shop_monthly',
    'merchant_id, day, channel, shop_id, agent_id',
    format('SELECT merchant_id, date_trunc(''month'', day)::date AS day, channel, shop_id, agent_id, %s FROM delta',
      array_to_string(f, ', ')))),
  format('goods_days AS (%s)', statistics_add_sql('statistics_goods_daily',
    'merchant_id, day, goods_id, agent_id',
    format('SELECT k.merchant_id, d.day, d.goods_id, k.agent_id, d.%s FROM delta d
      CROSS JOIN LATERAL (VALUES (d.merchant_id, d.agent_id), (0, d.agent_id)) k(merchant_id, agent_id)
      WHERE k.merchant_id <> 0 OR (d.agent_id <> 0 AND d.agent_id <> d.merchant_id)',
      array_to_string(f, ', d.')))))
FROM (SELECT statistics_figures() AS f) figures
$f$;--> statement-breakpoint
-- What the statistics trigger and the rebuild run, under 0013's name so that neither is written
-- again: one statement, the rule counted once over `moved` and added to the four tables (one plan
-- where four statements cost four, which each order's write pays). Its text but the rule's part is
-- made once, here: made again at each write it cost 0.5 ms of an order's 2 ms.
DO $do$
BEGIN
  EXECUTE format($d$
    CREATE OR REPLACE FUNCTION statistics_upsert_sql(moved text, zone text) RETURNS text LANGUAGE sql IMMUTABLE
    AS $f$ SELECT format(%L, statistics_delta_sql(moved, zone)) $f$ $d$,
    format('WITH delta AS MATERIALIZED (%%s), days AS (%s), %s SELECT',
      statistics_add_sql('statistics_daily', 'merchant_id, day, goods_id, channel, shop_id, agent_id', 'SELECT * FROM delta'),
      statistics_rollups_sql()));
END $do$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION statistics_orders_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM statistics_daily;
  DELETE FROM statistics_goods_daily;
  DELETE FROM statistics_shop_daily;
  DELETE FROM statistics_shop_monthly;
  DELETE FROM order_status_daily;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Counted anew with the other kept figures (`npm run stats:rebuild`, a start in another time zone).
CREATE OR REPLACE FUNCTION statistics_rebuild() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  zone text := (SELECT time_zone FROM statistics_settings WHERE id = 1);
BEGIN
  DELETE FROM statistics_daily;
  DELETE FROM statistics_goods_daily;
  DELETE FROM statistics_shop_daily;
  DELETE FROM statistics_shop_monthly;
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
-- The coarser tables out of the daily figures already kept.
DO $$
BEGIN
  EXECUTE format('WITH delta AS (SELECT * FROM statistics_daily), %s SELECT', statistics_rollups_sql());
END $$;
