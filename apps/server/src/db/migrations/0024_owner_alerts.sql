-- Alerts on the owner's phone (docs/decisions/048-owner-alerts-queue.md): a Telegram bot and a
-- signed webhook, fed from this queue. A row is written in the same transaction as what it tells
-- (the order, the transfer, the expiry), so an alert is never lost and never tells of something
-- rolled back; workers claim due rows with FOR UPDATE SKIP LOCKED and send after the commit.
CREATE TABLE "owner_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"order_id" text,
	"payload" jsonb,
	"dedupe_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_channels" text[] DEFAULT '{}' NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "owner_alerts_kind_check" CHECK ("owner_alerts"."kind" in ('order.created', 'transfer.submitted', 'stock.low', 'order.expired', 'test')),
	CONSTRAINT "owner_alerts_status_check" CHECK ("owner_alerts"."status" in ('pending', 'sent', 'failed', 'skipped')),
	CONSTRAINT "owner_alerts_dedupe_key_unique" UNIQUE ("dedupe_key")
);--> statement-breakpoint
-- The workers' one question: which pending alerts are due (a small partial index: sent rows leave it).
CREATE INDEX "owner_alerts_due_idx" ON "owner_alerts" ("next_attempt_at", "id") WHERE "status" = 'pending';--> statement-breakpoint
-- The owner's channels: one row (id 1). Empty means "not set here" (the server's environment may set it).
CREATE TABLE "owner_alert_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"language" text DEFAULT 'both' NOT NULL,
	"telegram_bot_token" text DEFAULT '' NOT NULL,
	"telegram_chat_id" text DEFAULT '' NOT NULL,
	"webhook_url" text DEFAULT '' NOT NULL,
	"webhook_secret" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_alert_settings_single_row" CHECK ("owner_alert_settings"."id" = 1),
	CONSTRAINT "owner_alert_settings_language_check" CHECK ("owner_alert_settings"."language" in ('en', 'my', 'both'))
);--> statement-breakpoint
INSERT INTO "owner_alert_settings" ("id") VALUES (1);
