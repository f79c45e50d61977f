import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { users } from './users.ts';

/**
 * A product on a customer's wishlist. Name, image and price are not stored: they are read from
 * the catalogue whenever the list is shown, so they are never stale and never the client's.
 * Deleting the product (or the customer) removes the row.
 */
export const favorites = pgTable(
  'favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    selectedColor: text('selected_color'),
    selectedSize: text('selected_size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'favorites_pkey', columns: [t.userId, t.productId] }),
    // The cascade from a deleted product looks rows up by product.
    index('favorites_product_id_idx').on(t.productId),
  ],
);
