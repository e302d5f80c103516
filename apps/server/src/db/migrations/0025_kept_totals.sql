-- The distribution orders' totals bar (issue 43, decision 069): the count and the commissions of
-- the orders that pay an agent a share, by agent, day (statistics' time zone) and order status,
-- kept by the statements that write the shares and the orders, as the daily statistics are
-- (0013). The bar read every share of the agent's filter: 0.8 s at 1 M orders on PostgreSQL.
-- A filter of dates and status alone now sums at most a row per day and status.
CREATE TABLE "agent_distribution_daily" (
	"agent_id" integer NOT NULL,
	"day" date NOT NULL,
	"status" varchar(12) NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"sub_commission" numeric(16, 2) DEFAULT '0' NOT NULL,
	"agent_commission" numeric(16, 2) DEFAULT '0' NOT NULL,
	"agent_settled" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "agent_distribution_daily_agent_id_day_status_pk" PRIMARY KEY("agent_id","day","status")
);
--> statement-breakpoint
-- `moved`: a query of (sign, agent_id, created_at, status, sub_commission, amount, settled_at),
-- one row per agent's share (level > 0) with its order's status and seller's commission; sign 1
-- adds it, -1 takes it away. The zone goes in as a literal (0013 says why).
CREATE FUNCTION distribution_upsert_sql(moved text, zone text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
SELECT format($q$
  INSERT INTO agent_distribution_daily AS d (agent_id, day, status, orders, sub_commission,
    agent_commission, agent_settled)
  SELECT agent_id, (created_at AT TIME ZONE %2$L)::date AS day, status, sum(sign),
    coalesce(sum(sign * sub_commission), 0), coalesce(sum(sign * amount), 0),
    coalesce(sum(sign * amount) FILTER (WHERE settled_at IS NOT NULL), 0)
  FROM (%1$s) m
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (agent_id, day, status) DO UPDATE SET
    orders = d.orders + excluded.orders, sub_commission = d.sub_commission + excluded.sub_commission,
    agent_commission = d.agent_commission + excluded.agent_commission,
    agent_settled = d.agent_settled + excluded.agent_settled
$q$, moved, zone)
$f$;--> statement-breakpoint
-- A share's part as it stands with its order: both tables' triggers take a row's part away with
-- the other table as it is now, so whichever of the two a transaction writes first, the kept
-- figures equal the recount after each statement.
CREATE FUNCTION distribution_part_sql(sign int, shares text, orders_ text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
SELECT format($q$SELECT %1$s AS sign, s.merchant_id AS agent_id, s.created_at, o.status,
  o.commission AS sub_commission, s.amount, s.settled_at
  FROM %2$s s JOIN %3$s o ON o.id = s.order_id WHERE s.level > 0$q$, sign, shares, orders_)
$f$;--> statement-breakpoint
CREATE FUNCTION distribution_shares_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved text;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NOT coalesce((
      SELECT bool_or((o.level > 0, o.created_at, o.amount, o.settled_at IS NULL)
                     IS DISTINCT FROM (n.level > 0, n.created_at, n.amount, n.settled_at IS NULL))
        FROM added n JOIN removed o ON o.order_id = n.order_id AND o.merchant_id = n.merchant_id), false) THEN
      RETURN NULL;
    END IF;
  END IF;
  moved := CASE TG_OP
    WHEN 'INSERT' THEN distribution_part_sql(1, 'added', 'orders')
    WHEN 'DELETE' THEN distribution_part_sql(-1, 'removed', 'orders')
    ELSE distribution_part_sql(1, 'added', 'orders') || ' UNION ALL ' || distribution_part_sql(-1, 'removed', 'orders') END;
  EXECUTE distribution_upsert_sql(moved, (SELECT time_zone FROM statistics_settings WHERE id = 1));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER distribution_shares_insert AFTER INSERT ON order_commission_shares REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION distribution_shares_changed();--> statement-breakpoint
CREATE TRIGGER distribution_shares_update AFTER UPDATE ON order_commission_shares REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION distribution_shares_changed();--> statement-breakpoint
CREATE TRIGGER distribution_shares_delete AFTER DELETE ON order_commission_shares REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION distribution_shares_changed();--> statement-breakpoint
-- Orders: only a change of status or of the seller's commission moves a figure (a trigger with
-- transition tables cannot name its columns: the function looks). The orders' own
-- insert counts shares written before their order (none today: the split follows the order).
CREATE FUNCTION distribution_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved text;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NOT coalesce((
      SELECT bool_or((o.status, o.commission) IS DISTINCT FROM (n.status, n.commission))
        FROM added n JOIN removed o ON o.id = n.id), false) THEN
      RETURN NULL;
    END IF;
  END IF;
  moved := CASE TG_OP
    WHEN 'INSERT' THEN distribution_part_sql(1, 'order_commission_shares', 'added')
    WHEN 'DELETE' THEN distribution_part_sql(-1, 'order_commission_shares', 'removed')
    ELSE distribution_part_sql(1, 'order_commission_shares', 'added') || ' UNION ALL '
      || distribution_part_sql(-1, 'order_commission_shares', 'removed') END;
  EXECUTE distribution_upsert_sql(moved, (SELECT time_zone FROM statistics_settings WHERE id = 1));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER distribution_orders_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION distribution_orders_changed();--> statement-breakpoint
CREATE TRIGGER distribution_orders_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION distribution_orders_changed();--> statement-breakpoint
CREATE TRIGGER distribution_orders_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION distribution_orders_changed();--> statement-breakpoint
CREATE FUNCTION distribution_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM agent_distribution_daily;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER distribution_shares_truncate AFTER TRUNCATE ON order_commission_shares
  FOR EACH STATEMENT EXECUTE FUNCTION distribution_truncated();--> statement-breakpoint
CREATE TRIGGER distribution_orders_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION distribution_truncated();--> statement-breakpoint
-- The anchor records' totals (the sessions screen's bar over a period): each anchor's credited
-- live orders by room and day, kept from `live_credits` (itself kept by 0011's triggers). The bar
-- read every credit of the period: 125,000 index entries for 90 days at 500,000 live orders.
CREATE TABLE "live_anchor_daily" (
	"merchant_id" integer NOT NULL,
	"day" date NOT NULL,
	"anchor_id" bigint NOT NULL,
	"room_id" bigint NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"activated" integer DEFAULT 0 NOT NULL,
	"settled" integer DEFAULT 0 NOT NULL,
	"commission" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "live_anchor_daily_merchant_id_day_anchor_id_room_id_pk" PRIMARY KEY("merchant_id","day","anchor_id","room_id")
);
--> statement-breakpoint
-- `moved`: live_credits rows with a `sign` column; those credited to nobody count nowhere here.
CREATE FUNCTION live_anchor_upsert_sql(moved text, zone text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
SELECT format($q$
  INSERT INTO live_anchor_daily AS d (merchant_id, day, anchor_id, room_id, orders, activated,
    settled, commission)
  SELECT merchant_id, (placed_at AT TIME ZONE %2$L)::date AS day, anchor_id, room_id, sum(sign),
    coalesce(sum(sign) FILTER (WHERE activated), 0), coalesce(sum(sign) FILTER (WHERE settled), 0),
    coalesce(sum(sign * commission) FILTER (WHERE settled), 0)
  FROM (%1$s) m
  WHERE anchor_id IS NOT NULL
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (merchant_id, day, anchor_id, room_id) DO UPDATE SET
    orders = d.orders + excluded.orders, activated = d.activated + excluded.activated,
    settled = d.settled + excluded.settled, commission = d.commission + excluded.commission
$q$, moved, zone)
$f$;--> statement-breakpoint
CREATE FUNCTION live_anchor_credits_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM added'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM removed'
    ELSE 'SELECT 1 AS sign, * FROM added UNION ALL SELECT -1 AS sign, * FROM removed' END;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NOT coalesce((
      SELECT bool_or((o.merchant_id, o.anchor_id, o.room_id, o.placed_at, o.activated, o.settled, o.commission)
                     IS DISTINCT FROM
                     (n.merchant_id, n.anchor_id, n.room_id, n.placed_at, n.activated, n.settled, n.commission))
        FROM added n JOIN removed o ON o.capture_id = n.capture_id), false) THEN
      RETURN NULL;
    END IF;
  END IF;
  EXECUTE live_anchor_upsert_sql(moved, (SELECT time_zone FROM statistics_settings WHERE id = 1));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER live_anchor_credits_insert AFTER INSERT ON live_credits REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION live_anchor_credits_changed();--> statement-breakpoint
CREATE TRIGGER live_anchor_credits_update AFTER UPDATE ON live_credits REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION live_anchor_credits_changed();--> statement-breakpoint
CREATE TRIGGER live_anchor_credits_delete AFTER DELETE ON live_credits REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION live_anchor_credits_changed();--> statement-breakpoint
CREATE FUNCTION live_anchor_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM live_anchor_daily;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER live_anchor_credits_truncate AFTER TRUNCATE ON live_credits
  FOR EACH STATEMENT EXECUTE FUNCTION live_anchor_truncated();--> statement-breakpoint
-- Why `NOT coalesce(bool_or(...))` and not `NOT EXISTS (... WHERE changed)` in these triggers: the
-- planner takes EXISTS to stop at its first match and joins the two transition tables by a nested
-- loop; when nothing counted changed there is no match, and every pair is compared. An update of
-- 3,231 orders that changed no figure spent 2.7 s there (10 M pairs), one of 1 M orders did not
-- end in 8 minutes. The aggregate reads the whole join, which the planner hashes: O(n). 0013's
-- statistics trigger had the same test, and takes the same fix here.
CREATE OR REPLACE FUNCTION statistics_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM added'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM removed'
    ELSE 'SELECT 1 AS sign, * FROM added UNION ALL SELECT -1 AS sign, * FROM removed' END;
BEGIN
  -- Nested, not `AND`: an INSERT or DELETE trigger has no `removed` or `added` to plan against.
  IF TG_OP = 'UPDATE' THEN
    IF NOT coalesce((
    SELECT bool_or(
           (o.merchant_id, o.agent_id, o.goods_id, o.source, o.shop_id, o.status, o.created_at,
            o.submitted_at IS NULL, o.approved_at IS NULL, o.shipped_at IS NULL, o.activated_at,
            o.first_recharged_at, o.first_recharge_amount, o.settled_at IS NULL, o.commission)
           IS DISTINCT FROM
           (n.merchant_id, n.agent_id, n.goods_id, n.source, n.shop_id, n.status, n.created_at,
            n.submitted_at IS NULL, n.approved_at IS NULL, n.shipped_at IS NULL, n.activated_at,
            n.first_recharged_at, n.first_recharge_amount, n.settled_at IS NULL, n.commission))
      FROM added n JOIN removed o ON o.id = n.id), false) THEN
      RETURN NULL;
    END IF;
  END IF;
  EXECUTE statistics_upsert_sql(moved, (SELECT time_zone FROM statistics_settings WHERE id = 1));
  RETURN NULL;
END $$;--> statement-breakpoint
-- Counted anew with the daily statistics (`npm run stats:rebuild`, a start in another time zone):
-- all three keep days of statistics_settings' zone.
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
END $$;--> statement-breakpoint
DO $$
DECLARE
  zone text := (SELECT time_zone FROM statistics_settings WHERE id = 1);
BEGIN
  EXECUTE distribution_upsert_sql(distribution_part_sql(1, 'order_commission_shares', 'orders'), zone);
  EXECUTE live_anchor_upsert_sql('SELECT 1 AS sign, * FROM live_credits', zone);
END $$;
