-- Orders the owner takes (issue #22 item 5, docs/decisions/047): where the order came from (null: the
-- shop's own checkout) and which admin took it (kept as it was when the account is deleted: null then).
ALTER TABLE "orders" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "taken_by" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_source_check" CHECK ("orders"."source" in ('phone', 'messenger', 'viber', 'walkin'));--> statement-breakpoint
ALTER TABLE "admin_audit" DROP CONSTRAINT "admin_audit_action_check";--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_action_check" CHECK ("admin_audit"."action" in ('product.create', 'product.update', 'product.delete', 'order.status', 'order.create', 'order.edit', 'customer.delete', 'delivery.create', 'delivery.update', 'delivery.move', 'delivery.settings', 'payment.settings', 'payment.confirm', 'payment.reject', 'shop.settings'));
