-- An order is written by one statement (modules/orders/order-write.ts); when one of its lines
-- cannot take its stock, the statement calls this to fail as a whole (nothing is written) and
-- to say which line: DETAIL is "<variant id>/<size>".
CREATE FUNCTION "order_line_short"("variant" uuid, "size" text) RETURNS integer LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'order line short of stock' USING ERRCODE = 'P0001', DETAIL = "variant"::text || '/' || "size";
END $$;--> statement-breakpoint
-- The notification names the bump ("<slot>:<version>"), so the process that made it, which has
-- counted it already, can tell its own commit's notification from another's.
CREATE OR REPLACE FUNCTION "catalog_version_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_version', NEW.id || ':' || NEW.version);
  RETURN NULL;
END $$;
