import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { deliveryZones } from './delivery.ts';
import { users } from './users.ts';
import { ORDER_SOURCES, PAYMENT_METHODS } from '@shop/shared/orders-rules';

const statuses = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
const returnReasons = ['refused', 'unreachable'] as const;
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * An order with its delivery address and money in whole kyat. The Idempotency-Key is unique, so
 * two requests racing with one key cannot both write an order: the loser's insert waits for the
 * winner and fails, and the winner's order is answered. `request_hash` tells a repeat from a
 * different order sent under a reused key. An order placed without the (optional) header has no
 * key: every such request is an order of its own.
 */
export const orders = pgTable(
  'orders',
  {
    /** ORD-XXXX-XXXX-XXXX (see @shop/shared/orders). */
    orderId: text('order_id').primaryKey(),
    /** Null for a guest order. Deleting a customer removes their orders. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    isGuest: boolean('is_guest').notNull(),
    status: text('status', { enum: statuses }).notNull().default('pending'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    paymentStatus: text('payment_status', { enum: ['pending', 'completed', 'failed'] })
      .notNull()
      .default('pending'),
    subtotal: integer('subtotal').notNull(),
    shippingCost: integer('shipping_cost').notNull(),
    total: integer('total').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    region: text('region').notNull(),
    city: text('city').notNull(),
    township: text('township').notNull(),
    fullAddress: text('full_address').notNull(),
    deliveryNotes: text('delivery_notes').notNull().default(''),
    /** The delivery zone the fee was read from (docs/decisions/031): the township's, or the city's. */
    zoneId: integer('zone_id').references(() => deliveryZones.id, { onDelete: 'set null' }),
    /** The place names in Burmese as they were when the order was placed ('' for older orders). */
    regionMy: text('region_my').notNull().default(''),
    cityMy: text('city_my').notNull().default(''),
    townshipMy: text('township_my').notNull().default(''),
    /** The delivery promise made at checkout, e.g. "1–2 days" / "၁–၂ ရက်". */
    estimateEn: text('estimate_en').notNull().default(''),
    estimateMy: text('estimate_my').notNull().default(''),
    /** Why a shipped order came back, when a courier brought it back (refused, unreachable). */
    returnReason: text('return_reason', { enum: returnReasons }),
    /** Set when shipped: the courier (from the owner's list, or typed) and its tracking number if any. */
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    /** The language the order was placed in: a guest's mails about it are written in it. */
    language: text('language', { enum: ['en', 'my'] })
      .notNull()
      .default('en'),
    /** An order the owner took (docs/decisions/047): where it came from; null for the shop's checkout. */
    source: text('source', { enum: ORDER_SOURCES }),
    /** The admin who took it (null for the checkout's orders, or once that account is deleted). */
    takenBy: uuid('taken_by').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key').unique('orders_idempotency_key_key'),
    requestHash: text('request_hash').notNull(),
    /**
     * Transfer orders (any wallet): when an unpaid order gives its stock back. Set by the trigger
     * `orders_payment_due` (migrations 0012, 0015; since 0031 it runs for transfer orders only) from
     * its wallet's hold time as the order is written.
     */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // An account's orders (migration 0031: guest orders, with no account, are not in it).
    index('orders_user_created_at_idx')
      .on(t.userId, t.createdAt.desc())
      .where(sql`${t.userId} is not null`),
    // The owner's list, newest first, with or without a status (migration 0027): the ORDER BY's own
    // order, nulls first as a plain DESC sorts them.
    index('orders_newest_idx').on(t.createdAt.desc().nullsFirst(), t.orderId.desc().nullsFirst()),
    index('orders_status_newest_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.orderId.desc().nullsFirst()),
    // The expiry sweep's search: only open transfer orders carry a due time.
    index('orders_payment_due_idx')
      .on(t.paymentDueAt)
      .where(sql`${t.paymentMethod} <> 'cod' and ${t.status} = 'pending' and ${t.paymentStatus} = 'pending'`),
    // The guest-order limits' search (docs/decisions/036): units in a phone's or an email's guest
    // orders the shop still holds stock for, unpaid. Only open guest orders are indexed, each
    // index only those with its own column set, so neither can serve the other's search as a
    // scan of every open order (migration 0030).
    index('orders_guest_open_phone_idx')
      .on(t.phone)
      .where(sql`${t.isGuest} and ${t.status} in ('pending', 'processing', 'shipped') and ${t.phone} <> ''`),
    index('orders_guest_open_email_idx')
      .on(t.email)
      .where(sql`${t.isGuest} and ${t.status} in ('pending', 'processing', 'shipped') and ${t.email} <> ''`),
    // Guest buyers by phone (docs/decisions/046): the Customers screen's groups, a guest's orders.
    index('orders_guest_phone_idx')
      .on(t.phone, t.createdAt.desc())
      .where(sql`${t.userId} is null`),
    check('orders_status_check', sql`${t.status} in (${inList(statuses)})`),
    check('orders_language_check', sql`${t.language} in ('en', 'my')`),
    check(
      'orders_payment_method_check',
      sql`${t.paymentMethod} in ('cod', 'kbzpay', 'wavepay', 'ayapay', 'cbpay', 'bank')`,
    ),
    check('orders_source_check', sql`${t.source} in (${inList(ORDER_SOURCES)})`),
    check('orders_return_reason_check', sql`${t.returnReason} in (${inList(returnReasons)})`),
    check('orders_payment_status_check', sql`${t.paymentStatus} in ('pending', 'completed', 'failed')`),
    check(
      'orders_money_check',
      sql`${t.subtotal} >= 0 and ${t.shippingCost} >= 0 and ${t.total} = ${t.subtotal} + ${t.shippingCost}`,
    ),
  ],
);

/**
 * How many orders there are of each status, as the sum of its rows (migration 0029): every statement
 * that adds, removes or moves orders adds a row of what it changed, in its own transaction
 * (statement triggers on `orders`), and the shop folds the rows into one now and then
 * (modules/orders/order-counts.ts). Rows are only ever added or folded, never updated in place, so
 * no order waits on another's counter.
 */
export const orderCounts = pgTable('order_counts', {
  pending: bigint('pending', { mode: 'number' }).notNull().default(0),
  processing: bigint('processing', { mode: 'number' }).notNull().default(0),
  shipped: bigint('shipped', { mode: 'number' }).notNull().default(0),
  delivered: bigint('delivered', { mode: 'number' }).notNull().default(0),
  cancelled: bigint('cancelled', { mode: 'number' }).notNull().default(0),
});

/**
 * A snapshot of one ordered line: later catalogue edits or deletions do not change it, so the
 * product and variant ids are kept without foreign keys. `variant_id` is what a cancellation
 * returns stock to.
 */
export const orderItems = pgTable(
  'order_items',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id').notNull(),
    variantId: uuid('variant_id').notNull(),
    itemName: text('item_name').notNull(),
    /** The Burmese name as it was, '' when the product had none. */
    itemNameMy: text('item_name_my').notNull().default(''),
    color: text('color').notNull(),
    /** The colour's Burmese name as it was (the palette's, migration 0028), '' when it had none. */
    colorMy: text('color_my').notNull().default(''),
    size: text('size').notNull(),
    price: integer('price').notNull(),
    quantity: integer('quantity').notNull(),
    image: text('image'),
  },
  (t) => [
    primaryKey({ name: 'order_items_pkey', columns: [t.orderId, t.position] }),
    check('order_items_quantity_check', sql`${t.quantity} between 1 and 10`),
    check('order_items_price_check', sql`${t.price} >= 0`),
  ],
);

/** Every status change of an order: when, from, to and who. */
export const orderTimeline = pgTable(
  'order_timeline',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    fromStatus: text('from_status', { enum: statuses }),
    toStatus: text('to_status', { enum: statuses }).notNull(),
    by: text('by', { enum: ['customer', 'guest', 'admin', 'system'] }).notNull(),
    /** The admin (or customer) who made the change, when there is one. */
    byUserId: uuid('by_user_id'),
    /** Why the order was cancelled, when a courier brought it back. */
    reason: text('reason', { enum: returnReasons }),
    /** What happened besides the status (a transfer confirmed, rejected with its reason, expired). */
    note: text('note'),
  },
  (t) => [index('order_timeline_order_id_idx').on(t.orderId, t.at)],
);
