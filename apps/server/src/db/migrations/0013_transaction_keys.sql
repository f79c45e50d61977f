ALTER TABLE "payment_submissions" DROP CONSTRAINT "payment_submissions_state_check";--> statement-breakpoint
DROP INDEX "payment_submissions_transaction_idx";--> statement-breakpoint
-- One spelling per transaction id (packages/shared/src/payments-rules.ts `transactionKey`): no dashes
-- or spaces, Myanmar digits made Latin, upper case. Filled for the ids already sent, then required.
ALTER TABLE "payment_submissions" ADD COLUMN "transaction_key" text;--> statement-breakpoint
UPDATE "payment_submissions"
  SET "transaction_key" = upper(regexp_replace(translate("transaction_id", '၀၁၂၃၄၅၆၇၈၉', '0123456789'), '[[:space:]-]', '', 'g'));--> statement-breakpoint
ALTER TABLE "payment_submissions" ALTER COLUMN "transaction_key" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_submissions_transaction_key_idx" ON "payment_submissions" USING btree ("transaction_key");--> statement-breakpoint
ALTER TABLE "payment_submissions" ADD CONSTRAINT "payment_submissions_state_check" CHECK ("payment_submissions"."state" in ('waiting', 'rejected', 'confirmed', 'closed'));--> statement-breakpoint
-- Transfers stranded by a cancellation made before cancelling closed them: out of the payments to check.
UPDATE "payment_submissions" s
  SET "state" = 'closed', "reject_reason" = 'Order cancelled', "decided_at" = now()
  FROM "orders" o
  WHERE o."order_id" = s."order_id" AND s."state" = 'waiting' AND o."status" = 'cancelled';
