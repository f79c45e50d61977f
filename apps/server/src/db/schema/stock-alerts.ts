import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { productVariants } from './catalog.ts';

/**
 * A shopper waiting for a sold-out size (decision 050). A trigger on `variant_stock` (migration
 * 0026) sets `restocked_at` in the transaction that puts the size back in stock; a request with an
 * email is then mailed once (`mailed_at`), one with a phone only waits on the owner's list until
 * the owner marks it done (`done_at`).
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    language: text('language', { enum: ['en', 'my'] })
      .notNull()
      .default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    restockedAt: timestamp('restocked_at', { withTimezone: true }),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    check('stock_alerts_contact_check', sql`${t.email} <> '' or ${t.phone} <> ''`),
    check('stock_alerts_language_check', sql`${t.language} in ('en', 'my')`),
    uniqueIndex('stock_alerts_waiting_key')
      .on(t.variantId, t.size, sql`(case when ${t.email} <> '' then ${t.email} else ${t.phone} end)`)
      .where(sql`${t.restockedAt} is null`),
    index('stock_alerts_email_waiting_idx')
      .on(t.email)
      .where(sql`${t.restockedAt} is null and ${t.email} <> ''`),
    index('stock_alerts_phone_waiting_idx')
      .on(t.phone)
      .where(sql`${t.restockedAt} is null and ${t.phone} <> ''`),
    index('stock_alerts_to_mail_idx')
      .on(t.restockedAt)
      .where(sql`${t.restockedAt} is not null and ${t.mailedAt} is null and ${t.email} <> ''`),
  ],
);
