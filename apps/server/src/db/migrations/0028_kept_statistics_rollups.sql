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
-- The one rule of the figures (0013, 0017), now for any of the four tables: `keys` are columns of
-- the counted rows (merchant_id, day, goods_id, channel, shop_id, agent_id), the target's key;
-- `grain` what `day` is (`day`, or `month`: the month's first day).
CREATE FUNCTION statistics_sums_sql(target text, keys text, moved text, zone text, grain text DEFAULT 'day')
RETURNS text LANGUAGE sql IMMUTABLE AS $f$
SELECT format($q$
  INSERT INTO %3$I AS d (%4$s,
    orders, submitted, approved, rejected, shipped, activated, recharged, settled, commission,
    recharge_amount, amount_r0, amount_r1, amount_r2, amount_r3, amount_r4,
    recharge_timed, recharge_days, days_r0, days_r1, days_r2, days_r3, days_r4, days_r5)
  SELECT %4$s,
    sum(sign), sum(sign * (submitted_at IS NOT NULL)::int), sum(sign * (approved_at IS NOT NULL)::int),
    sum(sign * (status IN ('rejected', 'transferred'))::int), sum(sign * (shipped_at IS NOT NULL)::int),
    sum(sign * (activated_at IS NOT NULL)::int), sum(sign * (recharged_at IS NOT NULL)::int),
    sum(sign * (settled_at IS NOT NULL)::int),
    coalesce(sum(sign * commission) FILTER (WHERE settled_at IS NOT NULL), 0),
    coalesce(sum(sign * first_recharge_amount) FILTER (WHERE recharged_at IS NOT NULL), 0),
    coalesce(sum(sign) FILTER (WHERE recharged_at IS NOT NULL AND amount_r = 0), 0),
    coalesce(sum(sign) FILTER (WHERE recharged_at IS NOT NULL AND amount_r = 1), 0),
    coalesce(sum(sign) FILTER (WHERE recharged_at IS NOT NULL AND amount_r = 2), 0),
    coalesce(sum(sign) FILTER (WHERE recharged_at IS NOT NULL AND amount_r = 3), 0),
    coalesce(sum(sign) FILTER (WHERE recharged_at IS NOT NULL AND amount_r = 4), 0),
    coalesce(sum(sign) FILTER (WHERE days IS NOT NULL), 0), coalesce(sum(sign * days), 0),
    coalesce(sum(sign) FILTER (WHERE days_r = 0), 0), coalesce(sum(sign) FILTER (WHERE days_r = 1), 0),
    coalesce(sum(sign) FILTER (WHERE days_r = 2), 0), coalesce(sum(sign) FILTER (WHERE days_r = 3), 0),
    coalesce(sum(sign) FILTER (WHERE days_r = 4), 0), coalesce(sum(sign) FILTER (WHERE days_r = 5), 0)
  FROM (
    SELECT t.*, width_bucket(t.days, ARRAY[1, 3, 7, 15, 30]) AS days_r FROM (
      SELECT m.sign, m.merchant_id, m.goods_id, m.status, m.commission, m.submitted_at, m.approved_at,
        m.shipped_at, m.activated_at, m.settled_at, m.first_recharged_at AS recharged_at,
        m.first_recharge_amount,
        date_trunc(%5$L, m.created_at AT TIME ZONE %2$L)::date AS day,
        m.source AS channel,
        coalesce(m.shop_id, 0) AS shop_id, coalesce(m.agent_id, 0) AS agent_id,
        width_bucket(coalesce(m.first_recharge_amount, 0), ARRAY[50, 100, 200, 500]::numeric[]) AS amount_r,
        CASE WHEN m.first_recharged_at IS NOT NULL AND m.activated_at IS NOT NULL THEN
          greatest(0, (m.first_recharged_at AT TIME ZONE %2$L)::date
                      - (m.activated_at AT TIME ZONE %2$L)::date) END AS days
      FROM (%1$s) m
    ) t
  ) o
  GROUP BY %4$s
  ORDER BY %4$s
  ON CONFLICT (%4$s) DO UPDATE SET
    orders = d.orders + excluded.orders, submitted = d.submitted + excluded.submitted,
    approved = d.approved + excluded.approved, rejected = d.rejected + excluded.rejected,
    shipped = d.shipped + excluded.shipped, activated = d.activated + excluded.activated,
    recharged = d.recharged + excluded.recharged, settled = d.settled + excluded.settled,
    commission = d.commission + excluded.commission, recharge_amount = d.recharge_amount + excluded.recharge_amount,
    amount_r0 = d.amount_r0 + excluded.amount_r0, amount_r1 = d.amount_r1 + excluded.amount_r1,
    amount_r2 = d.amount_r2 + excluded.amount_r2, amount_r3 = d.amount_r3 + excluded.amount_r3,
    amount_r4 = d.amount_r4 + excluded.amount_r4, recharge_timed = d.recharge_timed + excluded.recharge_timed,
    recharge_days = d.recharge_days + excluded.recharge_days, days_r0 = d.days_r0 + excluded.days_r0,
    days_r1 = d.days_r1 + excluded.days_r1, days_r2 = d.days_r2 + excluded.days_r2,
    days_r3 = d.days_r3 + excluded.days_r3, days_r4 = d.days_r4 + excluded.days_r4,
    days_r5 = d.days_r5 + excluded.days_r5
$q$, moved, zone, target, keys, grain)
$f$;--> statement-breakpoint
-- The shop tables' rows out of `moved` (rows of `orders` with a `sign`), by day then by month.
CREATE FUNCTION statistics_shop_sums_sql(moved text, zone text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
SELECT concat_ws(';',
  statistics_sums_sql('statistics_shop_daily', 'merchant_id, day, channel, shop_id, agent_id', moved, zone),
  statistics_sums_sql('statistics_shop_monthly', 'merchant_id, day, channel, shop_id, agent_id', moved, zone, 'month'))
$f$;--> statement-breakpoint
-- The goods table's: each order for its merchant, and a sub-merchant's link order once more under
-- merchant 0 and its agent (0026's rule).
CREATE FUNCTION statistics_goods_sums_sql(moved text, zone text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
SELECT statistics_sums_sql('statistics_goods_daily', 'merchant_id, day, goods_id, agent_id', format($q$
    SELECT m.sign, k.merchant_id, k.agent_id, m.goods_id, m.status, m.commission, m.submitted_at,
      m.approved_at, m.shipped_at, m.activated_at, m.settled_at, m.first_recharged_at,
      m.first_recharge_amount, m.created_at, m.source, m.shop_id
    FROM (%s) m
    CROSS JOIN LATERAL (VALUES (m.merchant_id, m.agent_id), (0, m.agent_id)) k(merchant_id, agent_id)
    WHERE k.merchant_id <> 0 OR (m.agent_id IS NOT NULL AND m.agent_id <> m.merchant_id)
  $q$, moved), zone)
$f$;--> statement-breakpoint
-- What the statistics trigger and the rebuild run: the four tables' upserts, one after another in
-- a table order every writer shares. Kept under 0013's name, so neither needs writing again.
CREATE OR REPLACE FUNCTION statistics_upsert_sql(moved text, zone text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
SELECT concat_ws(';',
  statistics_sums_sql('statistics_daily', 'merchant_id, day, goods_id, channel, shop_id, agent_id', moved, zone),
  statistics_shop_sums_sql(moved, zone),
  statistics_goods_sums_sql(moved, zone))
$f$;--> statement-breakpoint
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
-- The figures of the orders already there.
DO $$
DECLARE
  zone text := (SELECT time_zone FROM statistics_settings WHERE id = 1);
BEGIN
  EXECUTE statistics_shop_sums_sql('SELECT 1 AS sign, * FROM orders', zone);
  EXECUTE statistics_goods_sums_sql('SELECT 1 AS sign, * FROM orders', zone);
END $$;
