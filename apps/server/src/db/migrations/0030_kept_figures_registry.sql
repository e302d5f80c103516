-- Every table of figures kept from other rows, listed once (issue 43, decision 078). Until now each
-- migration that added one wrote `statistics_rebuild()` again whole (0025, 0026, 0027), and the
-- truncate triggers of its sources again (0026's statistics_orders_truncated): a copy that forgot
-- a table left it stale after `npm run stats:rebuild` or a start in another time zone, silently.
-- Now a migration that adds a kept table calls `kept_figures_add(…)` once: its place in the
-- rebuild, the tables it is counted from, and the statement that counts it from them (text that
-- names the zone as $1). The rebuild and the truncate triggers read the list.
-- The coarser statistics (0028's goods, shop and monthly tables) are not listed: statistics_daily's
-- own triggers keep them, and empty them with it.
CREATE TABLE "kept_figures" (
  "kept_table" text PRIMARY KEY,
  "position" integer NOT NULL UNIQUE,
  "sources" text[] NOT NULL,
  "recount" text NOT NULL
);--> statement-breakpoint
-- A truncation fires no row trigger: every table kept from the truncated one is emptied with it.
CREATE FUNCTION kept_figures_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kept text;
BEGIN
  FOR kept IN SELECT kept_table FROM kept_figures WHERE TG_TABLE_NAME = ANY (sources) ORDER BY position LOOP
    EXECUTE format('DELETE FROM %I', kept);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION kept_figures_add(kept text, place integer, counted_from text[], recount text)
  RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  source text;
BEGIN
  INSERT INTO kept_figures VALUES (kept, place, counted_from, recount);
  FOREACH source IN ARRAY counted_from LOOP
    IF NOT EXISTS (SELECT 1 FROM pg_trigger
                   WHERE tgrelid = source::regclass AND tgname = 'kept_figures_truncate') THEN
      EXECUTE format('CREATE TRIGGER kept_figures_truncate AFTER TRUNCATE ON %I
        FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_truncated()', source);
    END IF;
  END LOOP;
END $$;--> statement-breakpoint
-- `npm run stats:rebuild`, a start in another time zone, the first seed: every kept table emptied
-- and counted anew in the zone of statistics_settings, in the list's order.
CREATE OR REPLACE FUNCTION statistics_rebuild() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  zone text := (SELECT time_zone FROM statistics_settings WHERE id = 1);
  kept record;
  recount text;
BEGIN
  FOR kept IN SELECT * FROM kept_figures ORDER BY position LOOP
    EXECUTE format('DELETE FROM %I', kept.kept_table);
    EXECUTE format('SELECT %s', kept.recount) INTO recount USING zone;
    EXECUTE recount;
  END LOOP;
END $$;--> statement-breakpoint
DROP TRIGGER statistics_orders_truncate ON orders;--> statement-breakpoint
DROP TRIGGER distribution_orders_truncate ON orders;--> statement-breakpoint
DROP TRIGGER distribution_shares_truncate ON order_commission_shares;--> statement-breakpoint
DROP TRIGGER live_anchor_credits_truncate ON live_credits;--> statement-breakpoint
DROP FUNCTION statistics_orders_truncated();--> statement-breakpoint
DROP FUNCTION distribution_truncated();--> statement-breakpoint
DROP FUNCTION live_anchor_truncated();--> statement-breakpoint
-- The five kept so far, in the order 0027's rebuild counted them.
SELECT kept_figures_add('statistics_daily', 1, ARRAY['orders'],
  $$statistics_upsert_sql('SELECT 1 AS sign, * FROM orders', $1)$$);--> statement-breakpoint
SELECT kept_figures_add('agent_distribution_daily', 2, ARRAY['orders', 'order_commission_shares'],
  $$distribution_upsert_sql(distribution_part_sql(1, 'order_commission_shares', 'orders'), $1)$$);--> statement-breakpoint
SELECT kept_figures_add('live_anchor_daily', 3, ARRAY['live_credits'],
  $$live_anchor_upsert_sql('SELECT 1 AS sign, * FROM live_credits', $1)$$);--> statement-breakpoint
SELECT kept_figures_add('order_status_daily', 4, ARRAY['orders'],
  $$order_status_upsert_sql('SELECT 1 AS sign, * FROM orders', $1)$$);--> statement-breakpoint
SELECT kept_figures_add('ledger_daily', 5, ARRAY['ledger_entries'],
  $$ledger_daily_upsert_sql('SELECT * FROM ledger_entries', $1)$$);
