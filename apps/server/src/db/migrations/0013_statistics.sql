CREATE TABLE "statistics_daily" (
	"merchant_id" integer NOT NULL,
	"day" date NOT NULL,
	"goods_id" integer NOT NULL,
	"channel" varchar(12) NOT NULL,
	"shop_id" bigint NOT NULL,
	"agent_id" integer NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"submitted" integer DEFAULT 0 NOT NULL,
	"approved" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"shipped" integer DEFAULT 0 NOT NULL,
	"activated" integer DEFAULT 0 NOT NULL,
	"recharged" integer DEFAULT 0 NOT NULL,
	"settled" integer DEFAULT 0 NOT NULL,
	"commission" numeric(14, 2) DEFAULT '0' NOT NULL,
	"recharge_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"amount_r0" integer DEFAULT 0 NOT NULL,
	"amount_r1" integer DEFAULT 0 NOT NULL,
	"amount_r2" integer DEFAULT 0 NOT NULL,
	"amount_r3" integer DEFAULT 0 NOT NULL,
	"amount_r4" integer DEFAULT 0 NOT NULL,
	"recharge_timed" integer DEFAULT 0 NOT NULL,
	"recharge_days" integer DEFAULT 0 NOT NULL,
	"days_r0" integer DEFAULT 0 NOT NULL,
	"days_r1" integer DEFAULT 0 NOT NULL,
	"days_r2" integer DEFAULT 0 NOT NULL,
	"days_r3" integer DEFAULT 0 NOT NULL,
	"days_r4" integer DEFAULT 0 NOT NULL,
	"days_r5" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "statistics_daily_merchant_id_day_goods_id_channel_shop_id_agent_id_pk" PRIMARY KEY("merchant_id","day","goods_id","channel","shop_id","agent_id")
);
--> statement-breakpoint
CREATE TABLE "statistics_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"time_zone" text NOT NULL,
	CONSTRAINT "statistics_settings_one_row" CHECK ("statistics_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "store_cost_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_cost_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"day" date NOT NULL,
	"channel" varchar(12) NOT NULL,
	"shop_id" bigint NOT NULL,
	"before" numeric(12, 2),
	"after" numeric(12, 2),
	"session_id" bigint,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_costs" (
	"merchant_id" integer NOT NULL,
	"day" date NOT NULL,
	"channel" varchar(12) NOT NULL,
	"shop_id" bigint NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_costs_merchant_id_day_channel_shop_id_pk" PRIMARY KEY("merchant_id","day","channel","shop_id"),
	CONSTRAINT "store_costs_channel_check" CHECK ("store_costs"."channel" in ('store', 'shop')),
	CONSTRAINT "store_costs_amount_check" CHECK ("store_costs"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shop_id" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "statistics_daily_agent_idx" ON "statistics_daily" USING btree ("agent_id","day") WHERE "statistics_daily"."agent_id" > 0;--> statement-breakpoint
CREATE INDEX "store_cost_changes_merchant_idx" ON "store_cost_changes" USING btree ("merchant_id","id" DESC NULLS LAST);--> statement-breakpoint
-- What an order went through: the first time it reached submitted, approved and shipped, on every
-- write path (a form, an import of finished orders, the demo seed). A later cancellation keeps them.
CREATE FUNCTION orders_milestones() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  at timestamptz := CASE WHEN TG_OP = 'INSERT' THEN NEW.created_at ELSE now() END;
BEGIN
  IF NEW.submitted_at IS NULL THEN NEW.submitted_at := at; END IF;
  IF NEW.approved_at IS NULL AND NEW.status IN ('approved', 'shipped', 'activated', 'recharged', 'settled') THEN
    NEW.approved_at := at;
  END IF;
  IF NEW.shipped_at IS NULL AND NEW.status IN ('shipped', 'activated', 'recharged', 'settled') THEN
    NEW.shipped_at := at;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_milestones BEFORE INSERT OR UPDATE OF status ON orders FOR EACH ROW
  WHEN (NEW.status NOT IN ('pending', 'cancelled'))
  EXECUTE FUNCTION orders_milestones();--> statement-breakpoint
-- The orders of before: their history says when, their status says at least that they did.
UPDATE orders o SET submitted_at = h.at FROM (
  SELECT order_id, min(created_at) AS at FROM order_status_history WHERE to_status = 'submitted' GROUP BY order_id
) h WHERE o.id = h.order_id;--> statement-breakpoint
UPDATE orders o SET approved_at = h.at FROM (
  SELECT order_id, min(created_at) AS at FROM order_status_history WHERE to_status = 'approved' GROUP BY order_id
) h WHERE o.id = h.order_id;--> statement-breakpoint
UPDATE orders o SET shipped_at = h.at FROM (
  SELECT order_id, min(created_at) AS at FROM order_status_history WHERE to_status = 'shipped' GROUP BY order_id
) h WHERE o.id = h.order_id;--> statement-breakpoint
UPDATE orders SET status = status WHERE status NOT IN ('pending', 'cancelled')
  AND (submitted_at IS NULL OR (approved_at IS NULL AND status IN ('approved', 'shipped', 'activated', 'recharged', 'settled'))
       OR (shipped_at IS NULL AND status IN ('shipped', 'activated', 'recharged', 'settled')));--> statement-breakpoint
-- A captured order's shop: written by capture with the order; kept here for any other writer of
-- capture rows (the live demo, the benchmarks), once per statement.
CREATE FUNCTION orders_shop_from_capture() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE orders o SET shop_id = a.shop_id FROM added a
   WHERE a.order_id IS NOT NULL AND o.id = a.order_id AND o.shop_id IS DISTINCT FROM a.shop_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_shop_capture_insert AFTER INSERT ON capture_orders REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION orders_shop_from_capture();--> statement-breakpoint
CREATE TRIGGER orders_shop_capture_update AFTER UPDATE ON capture_orders REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION orders_shop_from_capture();--> statement-breakpoint
UPDATE orders o SET shop_id = c.shop_id FROM capture_orders c WHERE c.order_id = o.id;--> statement-breakpoint
INSERT INTO statistics_settings (id, time_zone) VALUES (1, 'Asia/Shanghai');--> statement-breakpoint
-- The one statement that adds orders to the daily figures (decision 019): `moved` is a query of
-- orders rows with a `sign` column (1 adds a row's part, -1 takes it away), `zone` the day
-- boundaries' time zone. Kept as text so the triggers (over their transition tables) and the
-- rebuild (over the orders) run the same rule. The zone goes in as a literal, not as a join with
-- statistics_settings: that one-row table is never analyzed, the planner took it for 1,300 rows,
-- and PostgreSQL's JIT then spent 2.5 s compiling the upsert of a 2,000-order insert.
CREATE FUNCTION statistics_upsert_sql(moved text, zone text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
SELECT format($q$
  INSERT INTO statistics_daily AS d (merchant_id, day, goods_id, channel, shop_id, agent_id,
    orders, submitted, approved, rejected, shipped, activated, recharged, settled, commission,
    recharge_amount, amount_r0, amount_r1, amount_r2, amount_r3, amount_r4,
    recharge_timed, recharge_days, days_r0, days_r1, days_r2, days_r3, days_r4, days_r5)
  SELECT merchant_id, day, goods_id, channel, shop_id, agent_id,
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
        (m.created_at AT TIME ZONE %2$L)::date AS day,
        CASE WHEN m.shop_id IS NOT NULL THEN 'shop' WHEN m.source = 'agent' THEN 'store' ELSE m.source END AS channel,
        coalesce(m.shop_id, 0) AS shop_id, coalesce(m.agent_id, 0) AS agent_id,
        width_bucket(coalesce(m.first_recharge_amount, 0), ARRAY[50, 100, 200, 500]::numeric[]) AS amount_r,
        CASE WHEN m.first_recharged_at IS NOT NULL AND m.activated_at IS NOT NULL THEN
          greatest(0, (m.first_recharged_at AT TIME ZONE %2$L)::date
                      - (m.activated_at AT TIME ZONE %2$L)::date) END AS days
      FROM (%1$s) m
    ) t
  ) o
  GROUP BY merchant_id, day, goods_id, channel, shop_id, agent_id
  ORDER BY merchant_id, day, goods_id, channel, shop_id, agent_id
  ON CONFLICT (merchant_id, day, goods_id, channel, shop_id, agent_id) DO UPDATE SET
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
$q$, moved, zone)
$f$;--> statement-breakpoint
-- Once per statement that writes orders: what it added, took away, or moved from one day, goods,
-- channel or set of figures to another. An update that changes nothing counted (a remark, a flag)
-- returns before anything is planned; in one that does, the rows it did not change add and take
-- away the same figures.
CREATE FUNCTION statistics_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM added'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM removed'
    ELSE 'SELECT 1 AS sign, * FROM added UNION ALL SELECT -1 AS sign, * FROM removed' END;
BEGIN
  -- Nested, not `AND`: an INSERT or DELETE trigger has no `removed` or `added` to plan against.
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (
    SELECT 1 FROM added n JOIN removed o ON o.id = n.id
     WHERE (o.merchant_id, o.agent_id, o.goods_id, o.source, o.shop_id, o.status, o.created_at,
            o.submitted_at IS NULL, o.approved_at IS NULL, o.shipped_at IS NULL, o.activated_at,
            o.first_recharged_at, o.first_recharge_amount, o.settled_at IS NULL, o.commission)
           IS DISTINCT FROM
           (n.merchant_id, n.agent_id, n.goods_id, n.source, n.shop_id, n.status, n.created_at,
            n.submitted_at IS NULL, n.approved_at IS NULL, n.shipped_at IS NULL, n.activated_at,
            n.first_recharged_at, n.first_recharge_amount, n.settled_at IS NULL, n.commission)) THEN
      RETURN NULL;
    END IF;
  END IF;
  EXECUTE statistics_upsert_sql(moved, (SELECT time_zone FROM statistics_settings WHERE id = 1));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER statistics_orders_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION statistics_orders_changed();--> statement-breakpoint
CREATE TRIGGER statistics_orders_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION statistics_orders_changed();--> statement-breakpoint
CREATE TRIGGER statistics_orders_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION statistics_orders_changed();--> statement-breakpoint
-- A truncation of the orders (no row triggers fire for it) leaves no figures behind.
CREATE FUNCTION statistics_orders_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM statistics_daily;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER statistics_orders_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION statistics_orders_truncated();--> statement-breakpoint
-- `npm run stats:rebuild`, a start in another time zone, and this migration: every figure anew.
CREATE FUNCTION statistics_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM statistics_daily;
  EXECUTE statistics_upsert_sql('SELECT 1 AS sign, * FROM orders',
    (SELECT time_zone FROM statistics_settings WHERE id = 1));
END $$;--> statement-breakpoint
SELECT statistics_rebuild();
