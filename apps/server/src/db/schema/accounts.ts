import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { deliveryZones } from './delivery.ts';
import { users } from './users.ts';

/**
 * One-time tokens mailed to a user (password reset, email verification). Only a sha256 of the
 * token is kept, so a leaked table opens no account. The key is (user, purpose): issuing a new
 * token replaces the old one, which is how "only the newest link works" holds.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['reset', 'verify'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'account_tokens_pkey', columns: [t.userId, t.purpose] }),
    check('account_tokens_purpose_check', sql`${t.purpose} in ('reset', 'verify')`),
  ],
);

/** The customer's saved delivery address: one per customer (the checkout's default). */
export const addresses = pgTable('addresses', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique('addresses_user_id_key')
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  /** The delivery zone picked at checkout: region and city slugs, the township zone when listed. */
  region: text('region').notNull().default(''),
  city: text('city').notNull().default(''),
  township: text('township').notNull(),
  zoneId: integer('zone_id').references(() => deliveryZones.id, { onDelete: 'set null' }),
  fullAddress: text('full_address').notNull(),
  label: text('label').notNull().default('Default'),
  isDefault: boolean('is_default').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
