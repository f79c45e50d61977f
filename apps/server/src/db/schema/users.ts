import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for an account made with a phone only (migration 0016). */
    email: text('email'),
    phone: text('phone'),
    name: text('name').notNull(),
    displayName: text('display_name'),
    passwordHash: text('password_hash'),
    type: text('type', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    verified: boolean('verified').notNull().default(false),
    googleSub: text('google_sub'),
    /** Bumped on password reset: tokens carrying an older version are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** The language the customer reads the shop in: their mails follow it. */
    language: text('language', { enum: ['en', 'my'] })
      .notNull()
      .default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
    // The owner's accounts, oldest first (migration 0031): whose language the shop inbox reads.
    index('users_admins_idx')
      .on(t.createdAt)
      .where(sql`${t.type} = 'admin'`),
    check('users_language_check', sql`${t.language} in ('en', 'my')`),
  ],
);
