import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, integer } from 'drizzle-orm/pg-core';
import { productVariants } from './catalog.ts';
import { users } from './users.ts';

/**
 * A logged-in customer's cart line: one colour (variant) of a product in one size. Name, price,
 * image and stock are not stored: they are read from the catalogue whenever the cart is read.
 * The size is not a foreign key to variant_stock, so an admin rewriting a product's sizes does
 * not silently empty carts; a size that no longer exists reads as stock 0.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One line per product + colour + size: adding again raises the quantity (an upsert target).
    uniqueIndex('cart_items_user_variant_size_key').on(t.userId, t.variantId, t.size),
    // The cascade from a deleted variant looks lines up by variant.
    index('cart_items_variant_id_idx').on(t.variantId),
    check('cart_items_quantity_check', sql`${t.quantity} between 1 and 10`),
  ],
);

/**
 * Guest-cart merges already applied, by the client's Idempotency-Key: a merge retried after a
 * lost answer must not add the guest lines a second time.
 */
export const cartMerges = pgTable(
  'cart_merges',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'cart_merges_pkey', columns: [t.userId, t.key] })],
);
