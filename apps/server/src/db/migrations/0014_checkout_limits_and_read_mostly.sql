CREATE INDEX "orders_guest_open_phone_idx" ON "orders" USING btree ("phone") WHERE "orders"."is_guest" and "orders"."status" in ('pending', 'processing', 'shipped');--> statement-breakpoint
CREATE INDEX "orders_guest_open_email_idx" ON "orders" USING btree ("email") WHERE "orders"."is_guest" and "orders"."status" in ('pending', 'processing', 'shipped');--> statement-breakpoint
-- The read-mostly tables tell the instances listening on read_mostly which table a committed
-- transaction changed (delivered at commit), so each drops what it kept of them; see
-- docs/decisions/036-checkout-round-trips-and-limits.md and apps/server/src/db/read-mostly.ts.
CREATE FUNCTION "read_mostly_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('read_mostly', TG_TABLE_NAME);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "delivery_zones_read_mostly" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "delivery_zones"
  FOR EACH STATEMENT EXECUTE FUNCTION "read_mostly_notify"();--> statement-breakpoint
CREATE TRIGGER "delivery_settings_read_mostly" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "delivery_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "read_mostly_notify"();--> statement-breakpoint
CREATE TRIGGER "payment_settings_read_mostly" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "payment_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "read_mostly_notify"();
--> statement-breakpoint
-- A NOTIFY holds a lock every notifying transaction of the database queues on until it has
-- committed, WAL flush included: with every order notifying its catalogue bump, orders committed
-- one at a time (docs/decisions/036). An order's statement now marks its bump to be notified
-- later (shop.bump_notified_later, for its own transaction); the shop notifies such bumps itself
-- once they have committed, many in one notification without waiting for the disk.
CREATE OR REPLACE FUNCTION "catalog_version_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('shop.bump_notified_later', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('catalog_version', NEW.id || ':' || NEW.version);
  RETURN NULL;
END $$;
