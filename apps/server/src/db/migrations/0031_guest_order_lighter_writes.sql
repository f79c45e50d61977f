-- Less work in each guest order's statement (docs/decisions/054, addendum of the fifth session).
-- A guest order has no account: the customer's "my orders" index only ever looks up an account's
-- orders, so it no longer holds an entry for every guest order.
DROP INDEX IF EXISTS "orders_user_created_at_idx";--> statement-breakpoint
CREATE INDEX "orders_user_created_at_idx" ON "orders" USING btree ("user_id", "created_at" DESC) WHERE "orders"."user_id" is not null;--> statement-breakpoint
-- The due time is only a transfer order's: a cash on delivery order no longer runs the function.
DROP TRIGGER IF EXISTS "orders_payment_due" ON "orders";--> statement-breakpoint
CREATE TRIGGER "orders_payment_due" BEFORE INSERT ON "orders"
  FOR EACH ROW WHEN (NEW."payment_method" <> 'cod' AND NEW."payment_due_at" IS NULL)
  EXECUTE FUNCTION "orders_payment_due"();--> statement-breakpoint
-- The shop inbox's language (every order's notice to the owner) is the account's with SHOP_EMAIL,
-- else the first admin's: each now found by an index, where one search with OR read every account.
CREATE INDEX "users_admins_idx" ON "users" USING btree ("created_at") WHERE "users"."type" = 'admin';
