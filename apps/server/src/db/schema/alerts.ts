import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

export const ALERT_KINDS = ['order.created', 'transfer.submitted', 'stock.low', 'order.expired', 'test'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/**
 * Alerts owed to the owner's phone (migration 0024, docs/decisions/048): written in the same
 * transaction as what they tell, sent after the commit by a worker that claims due rows with
 * `for update skip locked`. `sent_channels` keeps the channels that already answered OK, so a
 * retry sends only to the others.
 */
export const ownerAlerts = pgTable(
  'owner_alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ALERT_KINDS }).notNull(),
    orderId: text('order_id'),
    payload: jsonb('payload'),
    /** One alert per key (the low-stock summary of a day), whichever instance writes it first. */
    dedupeKey: text('dedupe_key'),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentChannels: text('sent_channels')
      .array()
      .notNull()
      .default(sql`'{}'`),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'owner_alerts_kind_check',
      sql`${t.kind} in ('order.created', 'transfer.submitted', 'stock.low', 'order.expired', 'test')`,
    ),
    check('owner_alerts_status_check', sql`${t.status} in ('pending', 'sent', 'failed', 'skipped')`),
    unique('owner_alerts_dedupe_key_unique').on(t.dedupeKey),
    index('owner_alerts_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** The owner's alert channels: one row (id 1). Empty: not set here (the environment may set it). */
export const ownerAlertSettings = pgTable(
  'owner_alert_settings',
  {
    id: integer('id').primaryKey().default(1),
    language: text('language', { enum: ['en', 'my', 'both'] })
      .notNull()
      .default('both'),
    telegramBotToken: text('telegram_bot_token').notNull().default(''),
    telegramChatId: text('telegram_chat_id').notNull().default(''),
    webhookUrl: text('webhook_url').notNull().default(''),
    webhookSecret: text('webhook_secret').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('owner_alert_settings_single_row', sql`${t.id} = 1`),
    check('owner_alert_settings_language_check', sql`${t.language} in ('en', 'my', 'both')`),
  ],
);
