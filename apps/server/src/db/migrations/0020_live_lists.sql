-- Lists kept live (decision 051, issue 39 "fresh data"): the database tells the merchant's tabs
-- that a list changed, from the statement that changed it, whatever code path ran it (decision
-- 024's reason for triggers). Statement triggers: one event per merchant and statement, and
-- PostgreSQL folds the same notification sent again in a transaction. Payload {t:'list', m, d}:
-- d is the web domain whose queries the tab reads again (db/event-bus.ts, ListDomain).
CREATE FUNCTION console_events_list() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM console_notify(json_build_object('t', 'list', 'm', s.merchant_id, 'd', TG_ARGV[0]))
    FROM (SELECT DISTINCT merchant_id FROM changed) s;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Orders: the merchant's order list, and the agents above it (any level: each is paid a share),
-- whose order list, distribution orders and sub-merchant figures show them.
CREATE FUNCTION console_events_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM console_notify(json_build_object('t', 'list', 'm', s.merchant_id, 'd', 'orders'))
    FROM (SELECT DISTINCT merchant_id FROM changed) s;
  PERFORM console_notify(json_build_object('t', 'list', 'm', up.id, 'd', d.domain))
    FROM (
      WITH RECURSIVE above(id) AS (
        SELECT m.parent_id FROM merchants m
          WHERE m.id IN (SELECT DISTINCT merchant_id FROM changed) AND m.parent_id IS NOT NULL
        UNION
        SELECT m.parent_id FROM merchants m JOIN above ON m.id = above.id WHERE m.parent_id IS NOT NULL
      ) SELECT id FROM above
    ) up CROSS JOIN (VALUES ('orders'), ('agents')) AS d(domain);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_list_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION console_events_orders();
--> statement-breakpoint
CREATE TRIGGER orders_list_update AFTER UPDATE ON orders REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION console_events_orders();
--> statement-breakpoint
CREATE TRIGGER orders_list_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION console_events_orders();
--> statement-breakpoint
-- Capture: the shop list (authorization, sync progress, failures, waiting counts) and the log.
CREATE TRIGGER capture_shops_list_insert AFTER INSERT ON capture_shops REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION console_events_list('capture');
--> statement-breakpoint
CREATE TRIGGER capture_shops_list_update AFTER UPDATE ON capture_shops REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION console_events_list('capture');
--> statement-breakpoint
CREATE TRIGGER capture_shops_list_delete AFTER DELETE ON capture_shops REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION console_events_list('capture');
--> statement-breakpoint
CREATE TRIGGER capture_orders_list_insert AFTER INSERT ON capture_orders REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION console_events_list('capture');
--> statement-breakpoint
CREATE TRIGGER capture_orders_list_update AFTER UPDATE ON capture_orders REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION console_events_list('capture');
--> statement-breakpoint
CREATE TRIGGER capture_orders_list_delete AFTER DELETE ON capture_orders REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION console_events_list('capture');
--> statement-breakpoint
-- Top-up: the batch list (progress, state) and a batch's items.
CREATE TRIGGER topup_batches_list_insert AFTER INSERT ON topup_batches REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION console_events_list('topup');
--> statement-breakpoint
CREATE TRIGGER topup_batches_list_update AFTER UPDATE ON topup_batches REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION console_events_list('topup');
--> statement-breakpoint
CREATE TRIGGER topup_batches_list_delete AFTER DELETE ON topup_batches REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION console_events_list('topup');
--> statement-breakpoint
CREATE TRIGGER topup_items_list_update AFTER UPDATE ON topup_items REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION console_events_list('topup');
--> statement-breakpoint
-- The agent's sub-merchant list: a sub-merchant joins, is renamed, enabled or disabled.
CREATE FUNCTION console_events_sub_merchant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM console_notify(json_build_object('t', 'list', 'm', NEW.parent_id, 'd', 'agents'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER merchants_sub_list AFTER INSERT OR UPDATE OF parent_id, status, store_name, mobile, child_merchant
  ON merchants FOR EACH ROW WHEN (NEW.parent_id IS NOT NULL) EXECUTE FUNCTION console_events_sub_merchant();
