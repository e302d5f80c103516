-- The order list filtered by goods, source or colour flag (issue 43, decision 077). Its status tabs
-- cannot come from the kept counts (0026 keys only status and day: with goods, source and flag as
-- keys the table held about a row per order), so they count the orders of the filter; until now
-- that read every order of the merchant from the table (2 M for the 10 M set's largest). Each index
-- leads with the tenancy and the filter's column, then the list's order, and carries the status
-- (and, for an agent's list, the merchant) as an included column: the tabs are an index-only count
-- of the filter's own orders, and the page's keys an index-only walk in the list's order at any
-- depth. The flags are partial: only a flagged order (1–6) has an entry.
CREATE INDEX "orders_merchant_goods_created_idx" ON "orders" USING btree ("merchant_id","goods_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("status");--> statement-breakpoint
CREATE INDEX "orders_agent_goods_created_idx" ON "orders" USING btree ("agent_id","goods_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("status","merchant_id") WHERE "agent_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_merchant_source_created_idx" ON "orders" USING btree ("merchant_id","source","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("status");--> statement-breakpoint
CREATE INDEX "orders_agent_source_created_idx" ON "orders" USING btree ("agent_id","source","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("status","merchant_id") WHERE "agent_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_merchant_flag_created_idx" ON "orders" USING btree ("merchant_id","flag","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("status") WHERE "flag" <> 0;--> statement-breakpoint
CREATE INDEX "orders_agent_flag_created_idx" ON "orders" USING btree ("agent_id","flag","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("status","merchant_id") WHERE "agent_id" IS NOT NULL AND "flag" <> 0;
