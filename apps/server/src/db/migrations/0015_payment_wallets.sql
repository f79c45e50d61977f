-- Wallets, not one wallet (issue #23): KBZ Pay, Wave Pay, AYA Pay, CB Pay and bank transfer, one
-- row each, each turned on by the owner with its own account, QR, instructions and hold time.
CREATE TABLE "payment_wallets" (
	"wallet" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"account_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"account_number" text DEFAULT '' NOT NULL,
	"qr_image" text,
	"instructions_en" text DEFAULT '' NOT NULL,
	"instructions_my" text DEFAULT '' NOT NULL,
	"hold_seconds" integer DEFAULT 86400 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_wallets_wallet_check" CHECK ("payment_wallets"."wallet" in ('kbzpay', 'wavepay', 'ayapay', 'cbpay', 'bank')),
	CONSTRAINT "payment_wallets_hold_check" CHECK ("payment_wallets"."hold_seconds" > 0)
);
--> statement-breakpoint
-- Today's KBZ Pay settings carry over as they are; the other wallets start off and empty.
INSERT INTO "payment_wallets" ("wallet", "enabled", "account_name", "phone", "qr_image", "instructions_en", "instructions_my", "hold_seconds", "updated_at")
  SELECT 'kbzpay', "kbzpay_enabled", "account_name", "phone", "qr_image", "instructions_en", "instructions_my", "hold_seconds", "updated_at"
  FROM "payment_settings" WHERE "id" = 1;--> statement-breakpoint
INSERT INTO "payment_wallets" ("wallet") VALUES ('kbzpay'), ('wavepay'), ('ayapay'), ('cbpay'), ('bank') ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_check";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('cod', 'kbzpay', 'wavepay', 'ayapay', 'cbpay', 'bank'));--> statement-breakpoint
DROP INDEX "orders_payment_due_idx";--> statement-breakpoint
CREATE INDEX "orders_payment_due_idx" ON "orders" USING btree ("payment_due_at") WHERE "orders"."payment_method" <> 'cod' and "orders"."status" = 'pending' and "orders"."payment_status" = 'pending';--> statement-breakpoint
-- A transfer order's due time, fixed as it is written, from its own wallet's hold time of that moment.
CREATE OR REPLACE FUNCTION "orders_payment_due"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.payment_method <> 'cod' AND NEW.payment_due_at IS NULL THEN
    NEW.payment_due_at := NEW.created_at
      + make_interval(secs => coalesce((SELECT hold_seconds FROM payment_wallets WHERE wallet = NEW.payment_method), 86400));
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "payment_wallets_read_mostly" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "payment_wallets"
  FOR EACH STATEMENT EXECUTE FUNCTION "read_mostly_notify"();--> statement-breakpoint
DROP TABLE "payment_settings";
