CREATE TABLE "shop_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name_en" text DEFAULT 'STREETWEAR MM' NOT NULL,
	"name_my" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"logo" text,
	"mail_sender_name" text DEFAULT '' NOT NULL,
	"viber" text DEFAULT '' NOT NULL,
	"messenger_url" text DEFAULT '' NOT NULL,
	"facebook_url" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_single_row" CHECK ("shop_settings"."id" = 1)
);--> statement-breakpoint
INSERT INTO "shop_settings" ("id") VALUES (1);--> statement-breakpoint
-- Read on every mail and page head: kept in memory like the other read-mostly tables (decision 036).
CREATE TRIGGER "shop_settings_read_mostly" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shop_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "read_mostly_notify"();
--> statement-breakpoint
ALTER TABLE "admin_audit" DROP CONSTRAINT "admin_audit_action_check";--> statement-breakpoint
ALTER TABLE "admin_audit" DROP CONSTRAINT "admin_audit_entity_type_check";--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_action_check" CHECK ("admin_audit"."action" in ('product.create', 'product.update', 'product.delete', 'order.status', 'customer.delete', 'delivery.create', 'delivery.update', 'delivery.move', 'delivery.settings', 'payment.settings', 'payment.confirm', 'payment.reject', 'shop.settings'));--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_entity_type_check" CHECK ("admin_audit"."entity_type" in ('product', 'order', 'customer', 'delivery', 'payment', 'shop'));;--> statement-breakpoint
-- Shipped with a courier and, when it gives one, a tracking number (shown to the customer).
ALTER TABLE "orders" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;
