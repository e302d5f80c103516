CREATE TABLE "rate_limit_hits" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "login_attempts_created_idx" ON "login_attempts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_ended_idx" ON "sessions" USING btree (least("expires_at", "revoked_at"));--> statement-breakpoint
CREATE INDEX "sms_codes_ended_idx" ON "sms_codes" USING btree (least("expires_at", "used_at"));--> statement-breakpoint
CREATE INDEX "store_applications_created_idx" ON "store_applications" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "rate_limit_hits" SET UNLOGGED;
--> statement-breakpoint
-- Live events (lib/event-bus.ts): the database tells every listening process what changed, in the
-- transaction of the change (a NOTIFY is sent at commit, never for a rollback), whatever code path
-- made it. Payloads are small JSON: t = type, m = merchant.
CREATE FUNCTION console_notify(payload json) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('console_events', payload::text)
$$;
--> statement-breakpoint
CREATE FUNCTION console_events_task() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM console_notify(json_build_object('t', 'task', 'm', NEW.merchant_id, 'id', NEW.id,
    's', NEW.status, 'p', NEW.progress));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tasks_events_insert AFTER INSERT ON tasks
  FOR EACH ROW EXECUTE FUNCTION console_events_task();
--> statement-breakpoint
-- A heartbeat alone is not news.
CREATE TRIGGER tasks_events_update AFTER UPDATE ON tasks
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.progress IS DISTINCT FROM NEW.progress)
  EXECUTE FUNCTION console_events_task();
--> statement-breakpoint
CREATE FUNCTION console_events_merchant() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := TG_ARGV[0];
  row_merchant integer;
BEGIN
  IF TG_OP = 'DELETE' THEN row_merchant := OLD.merchant_id; ELSE row_merchant := NEW.merchant_id; END IF;
  PERFORM console_notify(json_build_object('t', kind, 'm', row_merchant));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The new balance comes with it (the header shows it as it is).
CREATE FUNCTION console_events_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM console_notify(json_build_object('t', 'balance', 'm', NEW.merchant_id, 'b', NEW.balance::text));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER balances_events_insert AFTER INSERT ON balances
  FOR EACH ROW EXECUTE FUNCTION console_events_balance();
--> statement-breakpoint
CREATE TRIGGER balances_events_update AFTER UPDATE OF balance ON balances
  FOR EACH ROW WHEN (OLD.balance IS DISTINCT FROM NEW.balance) EXECUTE FUNCTION console_events_balance();
--> statement-breakpoint
-- The merchant's unread count comes with it (the bell shows it as it is).
CREATE FUNCTION console_events_notice() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_merchant integer;
BEGIN
  IF TG_OP = 'DELETE' THEN row_merchant := OLD.merchant_id; ELSE row_merchant := NEW.merchant_id; END IF;
  PERFORM console_notify(json_build_object('t', 'notice', 'm', row_merchant, 'n',
    (SELECT count(*) FROM notices WHERE merchant_id = row_merchant AND read_at IS NULL)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notices_events AFTER INSERT OR DELETE OR UPDATE OF read_at ON notices
  FOR EACH ROW EXECUTE FUNCTION console_events_notice();
--> statement-breakpoint
-- What a session check reads (the viewer: the merchant's row and its role's permissions).
CREATE TRIGGER role_permissions_events AFTER INSERT OR UPDATE OR DELETE ON role_permissions
  FOR EACH ROW EXECUTE FUNCTION console_events_merchant('merchant');
--> statement-breakpoint
CREATE FUNCTION console_events_merchant_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM console_notify(json_build_object('t', 'merchant', 'm', NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER merchants_events AFTER UPDATE ON merchants
  FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION console_events_merchant_row();
--> statement-breakpoint
-- A session ended early (sign-out, password change, disabled account). Deleting expired ones
-- (housekeeping) says nothing: an expired session is refused by its own expiry.
CREATE FUNCTION console_events_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM console_notify(json_build_object('t', 'session', 'm', NEW.merchant_id, 'id', NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_events_revoke AFTER UPDATE OF revoked_at ON sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION console_events_session();
