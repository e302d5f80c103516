CREATE TABLE "live_credits" (
	"capture_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"room_id" bigint NOT NULL,
	"anchor_id" bigint,
	"session_id" bigint,
	"credited_by" varchar(8),
	"placed_at" timestamp with time zone NOT NULL,
	"status" varchar(12) NOT NULL,
	"activated" boolean NOT NULL,
	"settled" boolean NOT NULL,
	"commission" numeric(10, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_room_counts" (
	"room_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"orders" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "capture_orders_live_list_idx";--> statement-breakpoint
ALTER TABLE "live_credits" ADD CONSTRAINT "live_credits_capture_id_capture_orders_id_fk" FOREIGN KEY ("capture_id") REFERENCES "public"."capture_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_credits_list_idx" ON "live_credits" USING btree ("merchant_id","placed_at" DESC NULLS LAST,"capture_id" DESC NULLS LAST,"anchor_id","room_id","activated","settled","commission");--> statement-breakpoint
CREATE INDEX "live_credits_session_idx" ON "live_credits" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "live_credits_order_idx" ON "live_credits" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "capture_orders_author_idx" ON "capture_orders" USING btree ("merchant_id","author_id") WHERE "capture_orders"."author_id" <> '';--> statement-breakpoint
-- Credits the given capture rows afresh (decision 018): a row of a room of the merchant, with its
-- console order, is credited to the anchor of its author id, or else to the anchor of the session
-- on duty in its room at its time; a row that is no longer a live order loses its credit. The
-- rooms are share-locked first: a session, anchor or room saved concurrently (they lock the rooms
-- for update) commits before the credit is read, with a fresh snapshot, and so is never missed.
-- PL/pgSQL rather than SQL: its statements' plans are kept for the session, where a SQL
-- function's are made again on every call (a millisecond a captured order, measured).
CREATE FUNCTION live_credit(p_ids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(p_ids), 0) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM live_rooms r
   WHERE (r.merchant_id, r.room_id) IN (SELECT c.merchant_id, c.room_id FROM capture_orders c WHERE c.id = ANY (p_ids))
   ORDER BY r.id FOR SHARE;
  WITH credited AS (
    INSERT INTO live_credits AS lc (capture_id, merchant_id, order_id, room_id, anchor_id, session_id, credited_by,
                                    placed_at, status, activated, settled, commission)
    SELECT c.id, c.merchant_id, c.order_id, r.id, coalesce(aa.id, s.anchor_id), s.id,
           CASE WHEN aa.id IS NOT NULL THEN 'author' WHEN s.id IS NOT NULL THEN 'session' END,
           c.placed_at, o.status, o.activated_at IS NOT NULL, o.settled_at IS NOT NULL, o.commission
      FROM capture_orders c
      JOIN live_rooms r ON r.merchant_id = c.merchant_id AND r.room_id = c.room_id
      JOIN orders o ON o.id = c.order_id
      LEFT JOIN live_anchors aa ON aa.merchant_id = c.merchant_id AND c.author_id <> '' AND aa.douyin_id = c.author_id
      -- The room's last session to start at or before the order: on duty if it had not ended.
      LEFT JOIN LATERAL (
        SELECT ls.id, ls.anchor_id, ls.ended_at FROM live_sessions ls
         WHERE ls.room_id = r.id AND ls.started_at <= c.placed_at
         ORDER BY ls.started_at DESC LIMIT 1
      ) last ON true
      LEFT JOIN LATERAL (SELECT last.id, last.anchor_id WHERE last.ended_at > c.placed_at) s ON true
     WHERE c.id = ANY (p_ids) AND c.room_id <> '' AND c.order_id IS NOT NULL
    ON CONFLICT (capture_id) DO UPDATE SET
      merchant_id = excluded.merchant_id, order_id = excluded.order_id, room_id = excluded.room_id,
      anchor_id = excluded.anchor_id, session_id = excluded.session_id, credited_by = excluded.credited_by,
      placed_at = excluded.placed_at, status = excluded.status, activated = excluded.activated,
      settled = excluded.settled, commission = excluded.commission
    RETURNING lc.capture_id
  )
  DELETE FROM live_credits WHERE capture_id = ANY (p_ids) AND capture_id NOT IN (SELECT capture_id FROM credited);
END $$;--> statement-breakpoint
-- Captured orders: credited when they first carry a room id and a console order, again when any
-- of what their credit depends on changes; once per statement (a page of a sync is one).
CREATE FUNCTION live_credit_captured() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM live_credit(ARRAY(SELECT id FROM added WHERE room_id <> '' AND order_id IS NOT NULL));
  ELSE
    PERFORM live_credit(ARRAY(
      SELECT n.id FROM added n JOIN removed o ON o.id = n.id
       WHERE (o.room_id <> '' OR n.room_id <> '')
         AND (o.merchant_id, o.room_id, o.author_id, o.order_id, o.placed_at)
             IS DISTINCT FROM (n.merchant_id, n.room_id, n.author_id, n.order_id, n.placed_at)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER live_credit_capture_insert AFTER INSERT ON capture_orders REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION live_credit_captured();--> statement-breakpoint
CREATE TRIGGER live_credit_capture_update AFTER UPDATE ON capture_orders REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION live_credit_captured();--> statement-breakpoint
-- An order's status, activation, settlement or commission, copied to its credit.
CREATE FUNCTION live_credit_order_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE live_credits SET status = NEW.status, activated = NEW.activated_at IS NOT NULL,
         settled = NEW.settled_at IS NOT NULL, commission = NEW.commission
   WHERE order_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER live_credit_order_update AFTER UPDATE OF status, activated_at, settled_at, commission ON orders FOR EACH ROW
  WHEN ((OLD.status, OLD.activated_at IS NULL, OLD.settled_at IS NULL, OLD.commission)
        IS DISTINCT FROM (NEW.status, NEW.activated_at IS NULL, NEW.settled_at IS NULL, NEW.commission))
  EXECUTE FUNCTION live_credit_order_row();--> statement-breakpoint
-- A session saved, moved or deleted: the orders of its room in its old and new hours.
CREATE FUNCTION live_credit_session_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s live_sessions;
BEGIN
  FOREACH s IN ARRAY ARRAY[OLD, NEW] LOOP
    CONTINUE WHEN s IS NULL;
    PERFORM 1 FROM live_rooms WHERE id = s.room_id FOR UPDATE;
    PERFORM live_credit(ARRAY(
      SELECT c.id FROM live_rooms r
        JOIN capture_orders c ON c.merchant_id = r.merchant_id AND c.room_id = r.room_id AND c.room_id <> ''
       WHERE r.id = s.room_id AND c.placed_at >= s.started_at AND c.placed_at < s.ended_at));
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER live_credit_session AFTER INSERT OR UPDATE OF room_id, anchor_id, started_at, ended_at OR DELETE ON live_sessions
  FOR EACH ROW EXECUTE FUNCTION live_credit_session_row();--> statement-breakpoint
-- An anchor added, deleted or given another Douyin id: the merchant's orders of the old and new id.
CREATE FUNCTION live_credit_anchor_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  a live_anchors;
BEGIN
  FOREACH a IN ARRAY ARRAY[OLD, NEW] LOOP
    CONTINUE WHEN a IS NULL;
    PERFORM 1 FROM live_rooms WHERE merchant_id = a.merchant_id ORDER BY id FOR UPDATE;
    PERFORM live_credit(ARRAY(
      SELECT c.id FROM capture_orders c
       WHERE c.merchant_id = a.merchant_id AND c.author_id = a.douyin_id AND c.author_id <> ''));
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER live_credit_anchor AFTER INSERT OR UPDATE OF merchant_id, douyin_id OR DELETE ON live_anchors
  FOR EACH ROW EXECUTE FUNCTION live_credit_anchor_row();--> statement-breakpoint
-- A room added, deleted or given another Douyin room id: the merchant's orders of the old and new id.
CREATE FUNCTION live_credit_room_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r live_rooms;
BEGIN
  FOREACH r IN ARRAY ARRAY[OLD, NEW] LOOP
    CONTINUE WHEN r IS NULL;
    PERFORM live_credit(ARRAY(
      SELECT c.id FROM capture_orders c
       WHERE c.merchant_id = r.merchant_id AND c.room_id = r.room_id AND c.room_id <> ''));
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER live_credit_room AFTER INSERT OR UPDATE OF merchant_id, room_id OR DELETE ON live_rooms
  FOR EACH ROW EXECUTE FUNCTION live_credit_room_row();--> statement-breakpoint
-- How many live orders each room has (live_room_counts): what a statement added to the credits,
-- less what it took away, one row per room; an update that keeps an order in its room writes nothing.
CREATE FUNCTION live_count_rooms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO live_room_counts AS rc (room_id, merchant_id, orders)
    SELECT room_id, merchant_id, count(*) FROM added GROUP BY room_id, merchant_id
    ON CONFLICT (room_id) DO UPDATE SET orders = rc.orders + excluded.orders;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO live_room_counts AS rc (room_id, merchant_id, orders)
    SELECT room_id, merchant_id, -count(*) FROM removed GROUP BY room_id, merchant_id
    ON CONFLICT (room_id) DO UPDATE SET orders = rc.orders + excluded.orders;
  ELSE
    INSERT INTO live_room_counts AS rc (room_id, merchant_id, orders)
    SELECT room_id, merchant_id, sum(n) FROM (
      SELECT room_id, merchant_id, 1 AS n FROM added
      UNION ALL SELECT room_id, merchant_id, -1 FROM removed) moved
     GROUP BY room_id, merchant_id HAVING sum(n) <> 0
    ON CONFLICT (room_id) DO UPDATE SET orders = rc.orders + excluded.orders;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER live_count_insert AFTER INSERT ON live_credits REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION live_count_rooms();--> statement-breakpoint
CREATE TRIGGER live_count_delete AFTER DELETE ON live_credits REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION live_count_rooms();--> statement-breakpoint
CREATE TRIGGER live_count_update AFTER UPDATE ON live_credits REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION live_count_rooms();--> statement-breakpoint
-- The live orders captured before this migration.
SELECT live_credit(ARRAY(SELECT id FROM capture_orders WHERE room_id <> '' AND order_id IS NOT NULL));
