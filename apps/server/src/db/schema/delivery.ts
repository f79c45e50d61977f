import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

const levels = ['region', 'city', 'township'] as const;

/**
 * Where the shop delivers (docs/decisions/031): states and regions, their cities, the cities'
 * townships, one tree in one table. A city's or township's fee and estimate may be null: it then
 * costs and takes what its parent does, so one change on a region reaches every place under it.
 * A region always has its own. `slug` is the value clients send (`yangon`, `naypyitaw`, `others`
 * for a city not listed), unique among siblings. A disabled row hides everything under it.
 */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    level: text('level', { enum: levels }).notNull(),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameMy: text('name_my').notNull(),
    /** Whole kyat; null = the parent's. */
    fee: integer('fee'),
    estimateEn: text('estimate_en'),
    estimateMy: text('estimate_my'),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: 'delivery_zones_parent_fk', columns: [t.parentId], foreignColumns: [t.id] }).onDelete('cascade'),
    unique('delivery_zones_parent_slug_key').on(t.parentId, t.slug).nullsNotDistinct(),
    index('delivery_zones_parent_idx').on(t.parentId, t.sortOrder),
    check('delivery_zones_level_check', sql`${t.level} in ('region', 'city', 'township')`),
    check('delivery_zones_fee_check', sql`${t.fee} is null or ${t.fee} between 0 and 10000000`),
    check(
      'delivery_zones_region_check',
      sql`(${t.level} = 'region') = (${t.parentId} is null) and (${t.level} <> 'region' or (${t.fee} is not null and ${t.estimateEn} is not null and ${t.estimateMy} is not null))`,
    ),
  ],
);

/** The shop's delivery settings: one row (id 1). */
export const deliverySettings = pgTable(
  'delivery_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Orders whose subtotal reaches this ship free; 0 = never. */
    freeShippingThreshold: integer('free_shipping_threshold').notNull().default(0),
    /** Whether a township that is not listed may be typed at checkout. */
    allowOtherTownship: boolean('allow_other_township').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('delivery_settings_single_row', sql`${t.id} = 1`),
    check('delivery_settings_threshold_check', sql`${t.freeShippingThreshold} >= 0`),
  ],
);
