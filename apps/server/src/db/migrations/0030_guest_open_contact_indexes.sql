-- The guest-order limits' search for the units a phone's or an email's open unpaid guest orders
-- hold (docs/decisions/036, 054) looks each up by its own index. Both indexes of migration 0014
-- covered the same rows (open guest orders), so either could serve the other's search as a scan
-- of every open guest order with a filter; on statistics taken before a sale began (no open
-- orders) PostgreSQL chose that, and each checkout read all of them (1,400 rows at 1.5 ms, more
-- with every order). Each index now also requires its own column to be non-empty, which only its
-- own search says, so neither can stand in for the other.
DROP INDEX IF EXISTS "orders_guest_open_phone_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "orders_guest_open_email_idx";--> statement-breakpoint
CREATE INDEX "orders_guest_open_phone_idx" ON "orders" USING btree ("phone") WHERE "orders"."is_guest" and "orders"."status" in ('pending', 'processing', 'shipped') and "orders"."phone" <> '';--> statement-breakpoint
CREATE INDEX "orders_guest_open_email_idx" ON "orders" USING btree ("email") WHERE "orders"."is_guest" and "orders"."status" in ('pending', 'processing', 'shipped') and "orders"."email" <> '';
