-- The owner's order list shows how many orders there are (in all, or of one status) on every
-- page: counting them took a scan of every order per page (6–9 ms at 20,000; docs/performance.md).
-- Instead every statement that adds, removes or moves orders adds a row of what it changed per
-- status to "order_counts", in its own transaction (statement triggers below), and the count is
-- the sum of the rows: exact in any snapshot, on any number of instances. Rows are only ever
-- added (no row is shared, so no order waits on another's counter and no lock order can
-- deadlock); the shop folds them into one now and then (order-counts.ts).
CREATE TABLE "order_counts" (
	"pending" bigint DEFAULT 0 NOT NULL,
	"processing" bigint DEFAULT 0 NOT NULL,
	"shipped" bigint DEFAULT 0 NOT NULL,
	"delivered" bigint DEFAULT 0 NOT NULL,
	"cancelled" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE FUNCTION "order_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "order_counts" ("pending", "processing", "shipped", "delivered", "cancelled")
    SELECT count(*) FILTER (WHERE "status" = 'pending'), count(*) FILTER (WHERE "status" = 'processing'),
      count(*) FILTER (WHERE "status" = 'shipped'), count(*) FILTER (WHERE "status" = 'delivered'),
      count(*) FILTER (WHERE "status" = 'cancelled')
    FROM "added" HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "order_counts" ("pending", "processing", "shipped", "delivered", "cancelled")
    SELECT -count(*) FILTER (WHERE "status" = 'pending'), -count(*) FILTER (WHERE "status" = 'processing'),
      -count(*) FILTER (WHERE "status" = 'shipped'), -count(*) FILTER (WHERE "status" = 'delivered'),
      -count(*) FILTER (WHERE "status" = 'cancelled')
    FROM "removed" HAVING count(*) > 0;
  ELSE
    -- Only the orders whose status changed: an update that moved none writes nothing.
    INSERT INTO "order_counts" ("pending", "processing", "shipped", "delivered", "cancelled")
    SELECT sum(("to" = 'pending')::int - ("from" = 'pending')::int),
      sum(("to" = 'processing')::int - ("from" = 'processing')::int),
      sum(("to" = 'shipped')::int - ("from" = 'shipped')::int),
      sum(("to" = 'delivered')::int - ("from" = 'delivered')::int),
      sum(("to" = 'cancelled')::int - ("from" = 'cancelled')::int)
    FROM (SELECT r."status" AS "from", a."status" AS "to" FROM "removed" r JOIN "added" a USING ("order_id")
      WHERE a."status" <> r."status") AS "moved"
    HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "order_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "order_counts";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "order_counts_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "order_counts_add"();--> statement-breakpoint
CREATE TRIGGER "order_counts_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS "removed" NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "order_counts_add"();--> statement-breakpoint
CREATE TRIGGER "order_counts_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS "removed"
  FOR EACH STATEMENT EXECUTE FUNCTION "order_counts_add"();--> statement-breakpoint
CREATE TRIGGER "order_counts_truncate" AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "order_counts_clear"();--> statement-breakpoint
-- The orders there are now: the triggers above lock out order writes until this commits, so none
-- is counted twice or missed.
INSERT INTO "order_counts" ("pending", "processing", "shipped", "delivered", "cancelled")
SELECT count(*) FILTER (WHERE "status" = 'pending'), count(*) FILTER (WHERE "status" = 'processing'),
  count(*) FILTER (WHERE "status" = 'shipped'), count(*) FILTER (WHERE "status" = 'delivered'),
  count(*) FILTER (WHERE "status" = 'cancelled')
FROM "orders";
