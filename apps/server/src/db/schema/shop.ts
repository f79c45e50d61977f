import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The shop itself: one row (id 1, written by migration 0018). Its name is what mails are sent
 * under, page heads and the footer carry, and the packing slip prints with the phone and return address.
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer('id').primaryKey().default(1),
    nameEn: text('name_en').notNull().default('STREETWEAR MM'),
    nameMy: text('name_my').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    logo: text('logo'),
    mailSenderName: text('mail_sender_name').notNull().default(''),
    viber: text('viber').notNull().default(''),
    messengerUrl: text('messenger_url').notNull().default(''),
    facebookUrl: text('facebook_url').notNull().default(''),
    /** The contact page's email and opening hours (migration 0032); empty: that row is not shown. */
    email: text('email').notNull().default(''),
    hours: text('hours').notNull().default(''),
    /** The owner's couriers, offered when an order ships (migration 0025). */
    couriers: text('couriers')
      .array()
      .notNull()
      .default(sql`ARRAY['Royal Express', 'Ninja Van', 'Bee Express', 'Own rider']::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('shop_settings_single_row', sql`${t.id} = 1`)],
);
