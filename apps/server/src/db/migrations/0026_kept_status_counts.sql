-- The order list's status tabs (issue 43, decision 070): the orders per status under the list's
-- filter without its status, by merchant, agent (0: none), day (statistics' time zone) and status,
-- and for each agent its sub-merchants' link orders together under merchant 0 (the agent's list
-- reads `merchant_id = me or (agent_id = me and merchant_id <> me)`: without those rows it would
-- read a row per sub-merchant and day). The tabs counted every order of the filter: 2 M for the
-- 10 M set's largest merchant, 3 M for its agent's list. Goods, source and flag are not keys: with
-- them the 10 M set's shape at a tenth (1 M orders) kept 951,851 rows for 1,005,168 orders, and
-- a list filtered by one of them counts the orders as before (decision 070).
CREATE TABLE "order_status_daily" (
	"merchant_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"day" date NOT NULL,
	"status" varchar(12) NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_status_daily_merchant_id_agent_id_day_status_pk" PRIMARY KEY("merchant_id","agent_id","day","status")
);
--> statement-breakpoint
-- `moved`: rows of `orders` with a `sign` column (1 adds, -1 takes away); each counts for its
-- merchant and agent and, through a sub-merchant's link, for its agent's merchant-0 row. A key
-- whose orders do not change writes nothing. The zone goes in as a literal (0013 says why).
CREATE FUNCTION order_status_upsert_sql(moved text, zone text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
SELECT format($q$
  INSERT INTO order_status_daily AS d (merchant_id, agent_id, day, status, orders)
  SELECT k.merchant_id, k.agent_id, (m.created_at AT TIME ZONE %2$L)::date, m.status, sum(m.sign)
  FROM (%1$s) m
  CROSS JOIN LATERAL (VALUES (m.merchant_id, coalesce(m.agent_id, 0)), (0, m.agent_id)) k(merchant_id, agent_id)
  WHERE k.merchant_id <> 0 OR (m.agent_id IS NOT NULL AND m.agent_id <> m.merchant_id)
  GROUP BY 1, 2, 3, 4
  HAVING sum(m.sign) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (merchant_id, agent_id, day, status) DO UPDATE SET orders = d.orders + excluded.orders
$q$, moved, zone)
$f$;--> statement-breakpoint
-- Folded into the statistics trigger rather than a trigger of its own: the same statement, the
-- same transition tables and one test of what changed (one hashed join, not two), and whatever
-- switches the statistics off for a bulk load and rebuilds them after (bench/bulk-set.ts) covers
-- these counts too. Still `coalesce(bool_or(...), false)`, never NOT EXISTS (0025 says why).
CREATE OR REPLACE FUNCTION statistics_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM added'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM removed'
    ELSE 'SELECT 1 AS sign, * FROM added UNION ALL SELECT -1 AS sign, * FROM removed' END;
  figures boolean := true;
  counts boolean := true;
  zone text;
BEGIN
  -- Nested, not `AND`: an INSERT or DELETE trigger has no `removed` or `added` to plan against.
  IF TG_OP = 'UPDATE' THEN
    SELECT coalesce(bool_or(
           (o.merchant_id, o.agent_id, o.goods_id, o.source, o.shop_id, o.status, o.created_at,
            o.submitted_at IS NULL, o.approved_at IS NULL, o.shipped_at IS NULL, o.activated_at,
            o.first_recharged_at, o.first_recharge_amount, o.settled_at IS NULL, o.commission)
           IS DISTINCT FROM
           (n.merchant_id, n.agent_id, n.goods_id, n.source, n.shop_id, n.status, n.created_at,
            n.submitted_at IS NULL, n.approved_at IS NULL, n.shipped_at IS NULL, n.activated_at,
            n.first_recharged_at, n.first_recharge_amount, n.settled_at IS NULL, n.commission)), false),
           coalesce(bool_or((o.merchant_id, o.agent_id, o.status, o.created_at)
                            IS DISTINCT FROM (n.merchant_id, n.agent_id, n.status, n.created_at)), false)
      INTO figures, counts
      FROM added n JOIN removed o ON o.id = n.id;
    -- The counts' columns are among the figures': nothing counted changed, nothing to do.
    IF NOT figures THEN
      RETURN NULL;
    END IF;
  END IF;
  zone := (SELECT time_zone FROM statistics_settings WHERE id = 1);
  EXECUTE statistics_upsert_sql(moved, zone);
  IF counts THEN
    EXECUTE order_status_upsert_sql(moved, zone);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION statistics_orders_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM statistics_daily;
  DELETE FROM order_status_daily;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Counted anew with the daily statistics (`npm run stats:rebuild`, a start in another time zone):
-- all four keep days of statistics_settings' zone.
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
END $$;--> statement-breakpoint
-- The counts of the orders already there.
DO $$
BEGIN
  EXECUTE order_status_upsert_sql('SELECT 1 AS sign, * FROM orders',
    (SELECT time_zone FROM statistics_settings WHERE id = 1));
END $$;
