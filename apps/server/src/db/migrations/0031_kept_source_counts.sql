-- The order list's status tabs under one source (issue 43, decision 079). 0029's index made them
-- an index-only count of the source's orders: for the 10 M set's largest merchant 285,000 entries,
-- 57 ms of SQL on a quiet machine, over the 50 ms aim. A day's row per source would hold about a
-- row per order for a small merchant (decision 070); a month's row holds at most sources × statuses
-- rows a month for any merchant (about 500 a year). A range reads its whole months here and counts
-- the days of its partial months over 0029's index (status-counts.ts), as the shop screen reads
-- statistics_shop_monthly (decision 075). The month is that of statistics_settings' zone, and the
-- tenancy folded as in order_status_daily (0026: an agent's sub-merchants' link orders together
-- under merchant 0).
CREATE TABLE "order_source_monthly" (
	"merchant_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"month" date NOT NULL,
	"source" varchar(12) NOT NULL,
	"status" varchar(12) NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_source_monthly_pk" PRIMARY KEY("merchant_id","agent_id","source","month","status")
);
--> statement-breakpoint
CREATE FUNCTION order_source_upsert_sql(moved text, zone text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
SELECT format($q$
  INSERT INTO order_source_monthly AS d (merchant_id, agent_id, source, month, status, orders)
  SELECT k.merchant_id, k.agent_id, m.source, date_trunc('month', m.created_at AT TIME ZONE %2$L)::date,
    m.status, sum(m.sign)
  FROM (%1$s) m
  CROSS JOIN LATERAL (VALUES (m.merchant_id, coalesce(m.agent_id, 0)), (0, m.agent_id)) k(merchant_id, agent_id)
  WHERE k.merchant_id <> 0 OR (m.agent_id IS NOT NULL AND m.agent_id <> m.merchant_id)
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(m.sign) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (merchant_id, agent_id, source, month, status) DO UPDATE SET orders = d.orders + excluded.orders
$q$, moved, zone)
$f$;--> statement-breakpoint
-- 0026's trigger function, with the source among what moves the counts, and both count tables
-- written by one statement (the status counts' insert as a data-modifying CTE beside this one's):
-- each more dynamic statement in this trigger is planned anew on every order's write (decision 075
-- measured 0.5–0.9 ms an order for one).
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
           coalesce(bool_or((o.merchant_id, o.agent_id, o.source, o.status, o.created_at)
                            IS DISTINCT FROM (n.merchant_id, n.agent_id, n.source, n.status, n.created_at)), false)
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
    EXECUTE format('WITH by_status AS (%s RETURNING 1) %s',
      order_status_upsert_sql(moved, zone), order_source_upsert_sql(moved, zone));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Counted anew with the other kept tables (decision 078), and now from the orders already there.
SELECT kept_figures_add('order_source_monthly', 6, ARRAY['orders'],
  $$order_source_upsert_sql('SELECT 1 AS sign, * FROM orders', $1)$$);--> statement-breakpoint
DO $$
BEGIN
  EXECUTE order_source_upsert_sql('SELECT 1 AS sign, * FROM orders',
    (SELECT time_zone FROM statistics_settings WHERE id = 1));
END $$;
