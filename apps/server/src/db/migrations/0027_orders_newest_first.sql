-- The owner's order list reads newest first (created_at desc, order_id desc), with or without a
-- status: indexes in exactly that order let PostgreSQL read the page's 20 rows instead of sorting
-- every order (10 ms at 20,000 orders; docs/performance.md). The old index sorted nulls last and
-- could not serve that order; the new one serves its date ranges (the dashboard) as well.
DROP INDEX IF EXISTS "orders_created_at_idx";--> statement-breakpoint
CREATE INDEX "orders_newest_idx" ON "orders" USING btree ("created_at" DESC, "order_id" DESC);--> statement-breakpoint
CREATE INDEX "orders_status_newest_idx" ON "orders" USING btree ("status", "created_at" DESC, "order_id" DESC);
