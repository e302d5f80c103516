-- The order's status on its commission shares (issue 43, decision 081). An agent's distribution
-- list with a status (its tabs) walked the agent's shares newest first and looked up each one's
-- order for its status: the newest orders are on their way (settled weeks later), so the settled
-- tab's first page read 5,509 shares and their orders at 1 M (6.5 ms), 30 ms for the 3 M of the
-- 10 M set's agent, growing with the agent. With the status on the share, its own index hands
-- the page's 20 rows over.
ALTER TABLE "order_commission_shares" ADD COLUMN "order_status" varchar(12);--> statement-breakpoint
-- The copy is not a kept figure: the distribution triggers have nothing to count in it.
ALTER TABLE "order_commission_shares" DISABLE TRIGGER distribution_shares_update;--> statement-breakpoint
UPDATE "order_commission_shares" s SET "order_status" = o.status FROM "orders" o WHERE o.id = s.order_id;--> statement-breakpoint
ALTER TABLE "order_commission_shares" ENABLE TRIGGER distribution_shares_update;--> statement-breakpoint
ALTER TABLE "order_commission_shares" ALTER COLUMN "order_status" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "order_commission_shares_agent_status_idx" ON "order_commission_shares"
  USING btree ("merchant_id", "order_status", "created_at" DESC NULLS LAST, "order_id" DESC NULLS LAST)
  WHERE "level" > 0;--> statement-breakpoint
-- The fill wrote a second copy of every row, away from its neighbours: the table twice its size
-- and an agent's page of shares spread over a page of the table each (page 500 at 10 M: 12.6 ->
-- 18.8 ms). Rewritten in the order of the orders (their ids follow their time), as it was written;
-- 18 s for the 10 M set's 6 M shares. The embedded database, which never vacuums, needs it most.
CLUSTER "order_commission_shares" USING "order_commission_shares_order_id_merchant_id_pk";--> statement-breakpoint
ANALYZE "order_commission_shares";--> statement-breakpoint
-- A share is written with its order's status (commission-shares.ts); every later change of the
-- status, by any path, reaches the order's shares here, in the statement that makes it. The WHEN
-- is checked without calling the function: an update that leaves the status is free.
CREATE FUNCTION shares_order_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE order_commission_shares SET order_status = NEW.status WHERE order_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER shares_order_status AFTER UPDATE OF status ON orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION shares_order_status();
