-- Guest buyers are customers too (docs/decisions/046): the owner's Customers groups the orders
-- placed without an account by their canonical phone, a guest's page reads them by it, and a
-- sign-up finds the ones it may take over by it.
CREATE INDEX "orders_guest_phone_idx" ON "orders" USING btree ("phone","created_at" DESC NULLS LAST) WHERE "orders"."user_id" is null;
