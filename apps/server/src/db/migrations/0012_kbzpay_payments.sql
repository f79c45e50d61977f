CREATE TABLE "payment_expiry_mails" (
	"order_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"kbzpay_enabled" boolean DEFAULT false NOT NULL,
	"account_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"qr_image" text,
	"instructions_en" text DEFAULT '' NOT NULL,
	"instructions_my" text DEFAULT '' NOT NULL,
	"hold_seconds" integer DEFAULT 86400 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_settings_single_row" CHECK ("payment_settings"."id" = 1),
	CONSTRAINT "payment_settings_hold_check" CHECK ("payment_settings"."hold_seconds" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_submissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"screenshot" text,
	"state" text DEFAULT 'waiting' NOT NULL,
	"reject_reason" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	CONSTRAINT "payment_submissions_state_check" CHECK ("payment_submissions"."state" in ('waiting', 'rejected', 'confirmed'))
);
--> statement-breakpoint
ALTER TABLE "admin_audit" DROP CONSTRAINT "admin_audit_action_check";--> statement-breakpoint
ALTER TABLE "admin_audit" DROP CONSTRAINT "admin_audit_entity_type_check";--> statement-breakpoint
ALTER TABLE "order_timeline" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_expiry_mails" ADD CONSTRAINT "payment_expiry_mails_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_submissions" ADD CONSTRAINT "payment_submissions_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_submissions_one_waiting" ON "payment_submissions" USING btree ("order_id") WHERE "payment_submissions"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX "payment_submissions_order_idx" ON "payment_submissions" USING btree ("order_id","submitted_at");--> statement-breakpoint
CREATE INDEX "payment_submissions_transaction_idx" ON "payment_submissions" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "payment_submissions_waiting_idx" ON "payment_submissions" USING btree ("submitted_at") WHERE "payment_submissions"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX "orders_payment_due_idx" ON "orders" USING btree ("payment_due_at") WHERE "orders"."payment_method" = 'kbzpay' and "orders"."status" = 'pending' and "orders"."payment_status" = 'pending';--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_action_check" CHECK ("admin_audit"."action" in ('product.create', 'product.update', 'product.delete', 'order.status', 'customer.delete', 'delivery.create', 'delivery.update', 'delivery.move', 'delivery.settings', 'payment.settings', 'payment.confirm', 'payment.reject'));--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_entity_type_check" CHECK ("admin_audit"."entity_type" in ('product', 'order', 'customer', 'delivery', 'payment'));--> statement-breakpoint
-- The shop's one settings row: KBZ Pay off until the owner fills it in.
INSERT INTO "payment_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- A KBZ Pay order's due time is fixed as it is written, inside the statement that places it
-- (modules/orders/order-write.ts), from the hold time of that moment: a later change of the hold
-- time does not move the orders already placed.
CREATE FUNCTION "orders_payment_due"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.payment_method = 'kbzpay' AND NEW.payment_due_at IS NULL THEN
    NEW.payment_due_at := NEW.created_at
      + make_interval(secs => coalesce((SELECT hold_seconds FROM payment_settings WHERE id = 1), 86400));
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_payment_due" BEFORE INSERT ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "orders_payment_due"();
