-- The owner's own list of couriers, picked from when an order ships (decision 049).
ALTER TABLE "shop_settings" ADD COLUMN "couriers" text[] DEFAULT ARRAY['Royal Express', 'Ninja Van', 'Bee Express', 'Own rider']::text[] NOT NULL;--> statement-breakpoint
-- The language the sender wrote in (null for messages from before it was kept): a reply is written in it.
ALTER TABLE "contact_messages" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_language_check" CHECK ("contact_messages"."language" in ('en', 'my'));--> statement-breakpoint
-- The shop's answers to a contact message, mailed to the sender and kept in the thread.
CREATE TABLE "contact_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL REFERENCES "contact_messages"("id") ON DELETE CASCADE,
	"admin_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "contact_replies_message_idx" ON "contact_replies" USING btree ("message_id","created_at");
