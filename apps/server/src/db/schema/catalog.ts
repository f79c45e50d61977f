import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The catalogue version is the sum of these counters (at most 64 slots; each database
 * connection bumps the slot its backend pid picks, so concurrent writers do not queue on one
 * row). A writer bumps inside the same transaction as its catalogue write, so a reader can never
 * see the new version with the old data (a sequence could: nextval is visible before the writer
 * commits). A trigger (migration 0006) sends NOTIFY catalog_version on every bump, delivered on
 * commit.
 */
export const catalogVersion = pgTable(
  'catalog_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalog_version_slot', sql`${t.id} between 1 and 64`)],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemName: text('item_name').notNull(),
    description: text('description').notNull().default(''),
    /** Admin HTML; sanitised when saved and again when sent. */
    details: text('details').notNull().default(''),
    material: text('material').notNull().default(''),
    /** The Burmese texts, '' when not written (the English ones are shown then; migration 0017). */
    itemNameMy: text('item_name_my').notNull().default(''),
    descriptionMy: text('description_my').notNull().default(''),
    /** Admin HTML, sanitised like `details`. */
    detailsMy: text('details_my').notNull().default(''),
    materialMy: text('material_my').notNull().default(''),
    brand: text('brand').notNull().default(''),
    batchName: text('batch_name').notNull().default(''),
    mainCategory: text('main_category').notNull(),
    subCategory: text('sub_category').notNull().default(''),
    gender: text('gender', { enum: ['male', 'female', 'unisex'] }).notNull(),
    /** The size set the product is sold in (decision 044); clothing before sets existed. */
    sizeSet: text('size_set', { enum: ['clothing', 'shoes', 'one-size', 'custom'] })
      .notNull()
      .default('clothing'),
    /** The owner's own sizes in order, for the custom set; empty for the others. */
    customSizes: text('custom_sizes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Whole kyat. */
    price: integer('price').notNull(),
    /** What the category rules match against (trigram indexed). */
    categoryText: text('category_text').generatedAlwaysAs(
      (): SQL => sql`${products.mainCategory} || ' ' || ${products.subCategory}`,
    ),
    /**
     * What the search box matches against besides colours (trigram indexed): both names, the
     * categories and the Burmese description (migration 0017).
     */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL =>
        sql`${products.itemName} || ' ' || ${products.itemNameMy} || ' ' || ${products.mainCategory} || ' ' || ${products.subCategory} || ' ' || ${products.descriptionMy}`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_price_check', sql`${t.price} >= 0`),
    check('products_gender_check', sql`${t.gender} in ('male', 'female', 'unisex')`),
    check('products_size_set_check', sql`${t.sizeSet} in ('clothing', 'shoes', 'one-size', 'custom')`),
    index('products_created_at_idx').on(t.createdAt.desc(), t.id),
    index('products_gender_created_at_idx').on(t.gender, t.createdAt.desc()),
    index('products_category_text_trgm_idx').using('gin', t.categoryText.op('gin_trgm_ops')),
    index('products_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * The owner's palette (migration 0019, decision 043): each colour's English name (what a variant's
 * `color` says on the wire), Burmese name ('' when not written: the English one is shown), swatch
 * (`#rrggbb`) and its key, which never changes (`?color=black`).
 */
export const colours = pgTable(
  'colours',
  {
    key: text('key').primaryKey(),
    name: text('name').notNull(),
    nameMy: text('name_my').notNull().default(''),
    swatch: text('swatch').notNull(),
    /** The palette's order on the owner's screen and in the pickers. */
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('colours_key_check', sql`${t.key} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('colours_name_check', sql`btrim(${t.name}) <> ''`),
    check('colours_swatch_check', sql`${t.swatch} ~ '^#[0-9a-f]{6}$'`),
    // The variants' foreign key names both, so renaming a colour renames it on every variant.
    uniqueIndex('colours_key_name_key').on(t.key, t.name),
    uniqueIndex('colours_name_lower_key').on(sql`lower(${t.name})`),
    uniqueIndex('colours_name_my_key')
      .on(t.nameMy)
      .where(sql`${t.nameMy} <> ''`),
  ],
);

/** A colour of a product: its own name, description, ordered images and per-size stock. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Order of the colours on the product page; the first is the product's face. */
    position: integer('position').notNull().default(0),
    name: text('name').notNull().default(''),
    description: text('description').notNull().default(''),
    /** The palette colour's English name, kept equal to it by the foreign key (ON UPDATE CASCADE). */
    color: text('color').notNull(),
    colorKey: text('color_key').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'product_variants_colour_fkey',
      columns: [t.colorKey, t.color],
      foreignColumns: [colours.key, colours.name],
    })
      .onUpdate('cascade')
      .onDelete('restrict'),
    index('product_variants_color_key_idx').on(t.colorKey),
    // `{productId}_{colour}` is an id on the wire, so a colour appears once per product.
    uniqueIndex('product_variants_product_color_key').on(t.productId, sql`lower(${t.color})`),
    index('product_variants_product_position_idx').on(t.productId, t.position),
    index('product_variants_color_trgm_idx').using('gin', t.color.op('gin_trgm_ops')),
  ],
);

export const variantImages = pgTable(
  'variant_images',
  {
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** URL of the largest stored width (see `srcSet` in @shop/shared/catalog). */
    url: text('url').notNull(),
  },
  (t) => [primaryKey({ name: 'variant_images_pkey', columns: [t.variantId, t.position] })],
);

/**
 * One row per (variant, size): the unit the cart and orders take stock from with guarded
 * UPDATEs (`set stock = stock - n where ... and stock >= n`). Never below zero.
 */
export const variantStock = pgTable(
  'variant_stock',
  {
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    /** A size of the product's set (migration 0020; `M`, `EU 42`, `Free size`, the owner's own). */
    size: text('size').notNull(),
    stock: integer('stock').notNull().default(0),
    /** The size's place in the product's set: lists show sizes in this order. */
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'variant_stock_pkey', columns: [t.variantId, t.size] }),
    check('variant_stock_stock_check', sql`${t.stock} >= 0`),
    check('variant_stock_size_check', sql`length(${t.size}) between 1 and 12`),
  ],
);
