import { z } from 'zod';
import { LONGEST_TEXT, limitedText, requiredText, textSchema } from './text.ts';
import {
  ADD_VARIANT,
  BATCH_EMPTY,
  BATCH_GENDER_MAX,
  BATCH_NAME_REQUIRED,
  BATCH_TOO_LARGE,
  CATEGORY_REQUIRED,
  FILL_REQUIRED,
  GENDER_REQUIRED,
  PRICE_INVALID,
  PRICE_REQUIRED,
  PRODUCT_NAME_REQUIRED,
  STOCK_INVALID,
  VARIANT_INCOMPLETE,
  variantColorRepeated,
  variantColorRequired,
  variantImageRequired,
} from './admin-rules.ts';
import { GENDERS, type SizeStock } from './catalog-rules.ts';
import { COLOUR_NAME_MAX } from './colours.ts';
import {
  CUSTOM_SIZES_COUNT,
  CUSTOM_SIZES_MAX,
  CUSTOM_SIZE_LENGTH,
  CUSTOM_SIZE_REPEATED,
  SIZE_LENGTH_MAX,
  SIZE_NOT_IN_SET,
  SIZE_SET_REQUIRED,
} from './size-set-rules.ts';
import { SIZE_SETS, sizesOfSet, type SizeSetName } from './size-sets.ts';
import { ProductSchema, ProductVariantSchema } from './catalog.ts';
import { paging } from './admin-lists.ts';
import { formNumber } from './form-values.ts';

export * from './admin-rules.ts';
export * from './admin-lists.ts';
export * from './admin-records.ts';
export * from './admin-dashboard.ts';
export * from './admin-audit.ts';

/** The admin panel's wire contract. */

const DETAILS_MAX = LONGEST_TEXT;
const IMAGE_URL = textSchema().trim().min(1).max(500);
const MAX_PRICE = 100_000_000;

const StockSchema = formNumber(
  z.number().int(STOCK_INVALID).min(0, STOCK_INVALID).max(100_000, STOCK_INVALID),
  STOCK_INVALID,
);
/** One size as the owner writes it: 1 to 12 characters. Whether the product has it is its set's rule. */
const SizeNameSchema = textSchema({ error: CUSTOM_SIZE_LENGTH })
  .trim()
  .min(1, CUSTOM_SIZE_LENGTH)
  .max(SIZE_LENGTH_MAX, CUSTOM_SIZE_LENGTH);

/**
 * Sizes as `[{ size, stock }]` or as a record `{ M: 3 }`; one entry a size (the last one sent
 * wins). The product's size set checks and orders them (`checkSizeSet`, and the server's write).
 */
export const SizesInputSchema = z
  .union(
    [
      z.array(z.object({ size: SizeNameSchema, stock: StockSchema })).max(CUSTOM_SIZES_MAX * 2),
      z
        .record(SizeNameSchema, StockSchema)
        .refine((record) => Object.keys(record).length <= CUSTOM_SIZES_MAX * 2, CUSTOM_SIZES_COUNT),
    ],
    {
      error: 'Sizes must be a list of { size, stock }',
    },
  )
  .transform((input): SizeStock[] => {
    const entries = Array.isArray(input) ? input.map((s) => [s.size, s.stock] as const) : Object.entries(input);
    const bySize = new Map(entries.map(([size, stock]) => [size, stock ?? 0]));
    return [...bySize].map(([size, stock]) => ({ size, stock }));
  });

/** The owner's own size list: 1 to 20 sizes (checked with the set), each 1 to 12 characters, none twice. */
export const CustomSizesSchema = z
  .array(SizeNameSchema, { error: CUSTOM_SIZES_COUNT })
  .max(CUSTOM_SIZES_MAX, CUSTOM_SIZES_COUNT)
  .refine((sizes) => new Set(sizes.map((s) => s.toLowerCase())).size === sizes.length, CUSTOM_SIZE_REPEATED);

export const SizeSetInputSchema = z.enum(SIZE_SETS, { error: SIZE_SET_REQUIRED });

/**
 * A product's sizes against its set: a custom set needs its list, and every variant's sizes must
 * be the set's. Without a set (an edit from a client that does not know sets) the server checks
 * against the stored one.
 */
export function checkSizeSet(
  product: {
    sizeSet?: SizeSetName | undefined;
    customSizes: readonly string[];
    variants: readonly { sizes: readonly SizeStock[] }[];
  },
  ctx: z.RefinementCtx,
): void {
  if (!product.sizeSet) return;
  if (product.sizeSet === 'custom' && !product.customSizes.length) {
    ctx.addIssue({ code: 'custom', message: CUSTOM_SIZES_COUNT, path: ['customSizes'] });
    return;
  }
  const sizes = sizesOfSet({ sizeSet: product.sizeSet, customSizes: product.customSizes });
  product.variants.forEach((variant, i) => {
    if (variant.sizes.some((s) => !sizes.includes(s.size)))
      ctx.addIssue({ code: 'custom', message: SIZE_NOT_IN_SET, path: ['variants', i, 'sizes'] });
  });
}

/**
 * A colour of the owner's palette: its English name, key or Burmese name; the server looks it up
 * (an unknown one is refused there, decision 043).
 */
const BuilderColourSchema = requiredText(VARIANT_INCOMPLETE, COLOUR_NAME_MAX);

export const BatchVariantSchema = z.object({
  name: textSchema({ error: VARIANT_INCOMPLETE }).trim().min(1, VARIANT_INCOMPLETE).max(200),
  description: limitedText(2000).default(''),
  color: BuilderColourSchema,
  // Checked on the field, not the whole variant: a form sees it beside the other fields' issues.
  sizes: SizesInputSchema.refine((sizes) => sizes.some((s) => s.stock > 0), VARIANT_INCOMPLETE),
  images: z.array(IMAGE_URL, { error: VARIANT_INCOMPLETE }).min(1, VARIANT_INCOMPLETE).max(20),
});
export type BatchVariantInput = z.input<typeof BatchVariantSchema>;

/** Colours repeated within one product's variants (the storefront addresses a variant by colour). */
function repeatedColours(variants: readonly { color: string }[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  variants.forEach((v, i) => {
    const key = v.color.trim().toLowerCase();
    if (key && seen.has(key))
      ctx.addIssue({ code: 'custom', message: variantColorRepeated(i + 1), path: [i, 'color'] });
    seen.add(key);
  });
}

const PriceRangeSchema = z.number().int(PRICE_INVALID).min(0, PRICE_INVALID).max(MAX_PRICE, PRICE_INVALID);
/** Whole kyat; the spec's forms send the price input's value, a numeric string. */
const PriceSchema = formNumber(PriceRangeSchema, PRICE_INVALID);

/**
 * A product's texts in Burmese, beside the English ones and with the same limits; each may be
 * left empty (the English one is shown then, and the reverse for a product written in Burmese only).
 */
const burmeseTexts = {
  itemNameMy: limitedText(200).default(''),
  descriptionMy: limitedText(2000).default(''),
  materialMy: limitedText(200).default(''),
  /** HTML; sanitised by the server before it is stored. */
  detailsMy: textSchema().max(DETAILS_MAX).default(''),
};

const batchProductShape = {
  /**
   * The builder may leave the name out: the Burmese name, else the first variant's name, is the
   * main name then.
   */
  itemName: limitedText(200).optional(),
  name: limitedText(200).optional(),
  ...burmeseTexts,
  mainCategory: requiredText(CATEGORY_REQUIRED, 80),
  subCategory: limitedText(80).default(''),
  price: PriceSchema,
  description: limitedText(2000).default(''),
  material: limitedText(200).default(''),
  brand: limitedText(120).default(''),
  /** HTML; sanitised by the server before it is stored. */
  details: textSchema().max(DETAILS_MAX).default(''),
  variants: z
    .array(BatchVariantSchema, { error: ADD_VARIANT })
    .min(1, ADD_VARIANT)
    .max(30)
    .superRefine(repeatedColours),
  /** The set the product is sold in; a client that sends none sells clothing sizes, as before sets. */
  sizeSet: SizeSetInputSchema.default('clothing'),
  customSizes: CustomSizesSchema.default([]),
};

export const BatchProductSchema = z.object(batchProductShape).superRefine(checkSizeSet);
export type BatchProductInput = z.input<typeof BatchProductSchema>;

const genderList = z.array(BatchProductSchema).max(BATCH_GENDER_MAX, BATCH_TOO_LARGE).default([]);

/** POST /api/auth/products: a batch of products by gender, written all or nothing. */
export const BatchSchema = z
  .object({
    batchName: requiredText(BATCH_NAME_REQUIRED, 120),
    genders: z.object({ male: genderList, female: genderList, unisex: genderList }, { error: BATCH_EMPTY }),
  })
  .refine((b) => GENDERS.some((g) => b.genders[g].length > 0), { message: BATCH_EMPTY, path: ['genders'] });
export type BatchInput = z.input<typeof BatchSchema>;
export type Batch = z.output<typeof BatchSchema>;

/**
 * The builder's product being written: a batch product's rules, with the gender it is filed under
 * (the wire groups products by gender; the builder asks for it as a field).
 */
export const BatchDraftSchema = z
  .object({ ...batchProductShape, gender: z.enum(GENDERS, { error: GENDER_REQUIRED }) })
  .superRefine(checkSizeSet);
export type BatchDraftInput = z.input<typeof BatchDraftSchema>;
export type BatchDraft = z.output<typeof BatchDraftSchema>;
export type BatchVariant = z.output<typeof BatchVariantSchema>;

/** The builder as a whole before it is sent: a batch name and the products written, each with its gender. */
export const BatchFormSchema = z.object({
  batchName: requiredText(BATCH_NAME_REQUIRED, 120),
  products: z
    .array(BatchDraftSchema)
    .min(1, BATCH_EMPTY)
    .refine(
      (products) => GENDERS.every((g) => products.filter((p) => p.gender === g).length <= BATCH_GENDER_MAX),
      BATCH_TOO_LARGE,
    ),
});

export const BatchReplySchema = z.object({ message: textSchema(), products: z.array(textSchema()) });
export type BatchReply = z.infer<typeof BatchReplySchema>;

export const UploadReplySchema = z.object({ imageUrls: z.array(textSchema()) });
export type UploadReply = z.infer<typeof UploadReplySchema>;

/** A variant on the edit form: its colour one of the palette's (as the builder's); `_id` keeps carts pointing at it. */
export const EditVariantSchema = z.object({
  _id: textSchema().max(64).optional(),
  name: limitedText(200).default(''),
  description: limitedText(2000).default(''),
  color: limitedText(COLOUR_NAME_MAX).default(''),
  images: z.array(IMAGE_URL).max(20).default([]),
  sizes: SizesInputSchema.default([]),
});

export const PRODUCT_CHANGED =
  'This product changed while you were editing it (units may have sold since you opened it). Reload it to see the current stock, then make your changes again.';

/**
 * GET /api/admin/products/{id}: the product and its `version`, which moves on with every change
 * to it, its stock included (a sale, another admin's save). The edit form sends it back.
 */
export const AdminProductSchema = ProductSchema.extend({ version: textSchema() });
export type AdminProduct = z.infer<typeof AdminProductSchema>;

/**
 * PUT /api/admin/products/{id}: every field of the product, its variants in their new order.
 * With `version` (or an If-Match header) the edit is refused with 409 when the product changed
 * since that version was read, so stock sold meanwhile never comes back; without it (the spec's
 * clients) the values sent are written as they are.
 */
const productUpdateShape = {
  version: textSchema().max(100).optional(),
  /** The English name; may be left empty when the Burmese one is written (it is the main name then). */
  itemName: limitedText(200).default(''),
  ...burmeseTexts,
  price: formNumber(PriceRangeSchema, FILL_REQUIRED),
  mainCategory: requiredText(FILL_REQUIRED, 80),
  gender: z.enum(GENDERS, { error: FILL_REQUIRED }),
  subCategory: limitedText(80).optional(),
  subcategory: limitedText(80).optional(),
  description: limitedText(2000).default(''),
  material: limitedText(200).default(''),
  brand: limitedText(120).default(''),
  batchName: limitedText(120).optional(),
  details: textSchema().max(DETAILS_MAX).default(''),
  /** Left out: the product keeps its set (the server checks the sizes against it). */
  sizeSet: SizeSetInputSchema.optional(),
  customSizes: CustomSizesSchema.default([]),
  variants: z
    .array(EditVariantSchema, { error: ADD_VARIANT })
    .min(1, ADD_VARIANT)
    .max(30)
    .superRefine((variants, ctx) => {
      variants.forEach((v, i) => {
        if (!v.color) ctx.addIssue({ code: 'custom', message: variantColorRequired(i + 1), path: [i, 'color'] });
        if (!v.images.length)
          ctx.addIssue({ code: 'custom', message: variantImageRequired(i + 1), path: [i, 'images'] });
      });
      repeatedColours(variants, ctx);
    }),
};

/**
 * A product needs a name in one language at least; `message` is said at the English name. Checked
 * even when other fields are wrong, so a form shows every missing field at once.
 */
const namedInOneLanguage = (message: string) =>
  [
    (product: { itemName?: unknown; itemNameMy?: unknown }) =>
      [product.itemName, product.itemNameMy].some((name) => typeof name === 'string' && name.trim() !== ''),
    { message, path: ['itemName'], when: ({ value }) => typeof value === 'object' && value !== null },
  ] satisfies [unknown, { message: string; path: PropertyKey[]; when: (payload: { value: unknown }) => boolean }];

export const ProductUpdateSchema = z
  .object(productUpdateShape)
  .refine(...namedInOneLanguage(FILL_REQUIRED))
  .superRefine(checkSizeSet);
export type ProductUpdateInput = z.input<typeof ProductUpdateSchema>;
export type ProductUpdate = z.output<typeof ProductUpdateSchema>;

/**
 * The edit form's check before it sends the update: the update's own rules, except that each
 * required field left empty has a sentence of its own, shown at that field.
 */
export const EditProductFormSchema = z
  .object({
    ...productUpdateShape,
    price: formNumber(PriceRangeSchema, PRICE_REQUIRED),
    mainCategory: requiredText(CATEGORY_REQUIRED, 80),
    gender: z.enum(GENDERS, { error: GENDER_REQUIRED }),
  })
  .refine(...namedInOneLanguage(PRODUCT_NAME_REQUIRED))
  .superRefine(checkSizeSet);

export const AdminProductRowSchema = z.object({
  _id: textSchema(),
  itemName: textSchema(),
  itemNameMy: textSchema(),
  mainCategory: textSchema(),
  subCategory: textSchema(),
  gender: z.enum(GENDERS),
  price: z.number().int(),
  /** The first variant's first image, null without one. */
  image: textSchema().nullable(),
  totalStock: z.number().int(),
  totalVariants: z.number().int(),
  /** Every variant with its images and per-size stock, as on the product (the spec's list reads them). */
  variants: z.array(ProductVariantSchema),
  stockBadge: z.enum(['Out of Stock', 'Low Stock', 'In Stock']),
  batchName: textSchema(),
  createdAt: textSchema(),
});
export type AdminProductRow = z.infer<typeof AdminProductRowSchema>;
export const AdminProductListSchema = z.object({
  products: z.array(AdminProductRowSchema),
  pagination: z.object({ ...paging, totalProducts: z.number().int() }),
});
export type AdminProductList = z.infer<typeof AdminProductListSchema>;

export const ProductStatsSchema = z.object({
  totalProducts: z.number().int(),
  totalStock: z.number().int(),
  /** Distinct main categories in use. */
  totalCategories: z.number().int(),
  /** Products with 1 to 9 units in all (the Low Stock badge). */
  lowStockProducts: z.number().int(),
  /** Products with no unit left (or no variant at all). */
  outOfStockProducts: z.number().int(),
});
export type ProductStats = z.infer<typeof ProductStatsSchema>;
