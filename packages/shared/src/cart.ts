import { z } from 'zod';
import { textSchema } from './text.ts';
import { SIZE_LENGTH_MAX, SizeSchema } from './catalog.ts';
import { COLOR_UNAVAILABLE, MAX_LINE_QUANTITY, QUANTITY_RANGE, SIZE_UNAVAILABLE } from './cart-rules.ts';
import { formNumber } from './form-values.ts';

export * from './cart-rules.ts';

/**
 * The cart. Guests keep lines in local storage,
 * customers on the server; a line is one product in one colour and one size.
 */

/** 1 to 10; a quantity input's value may come as its string ("2"). */
export const QuantitySchema = formNumber(
  z.number().int(QUANTITY_RANGE).min(1, QUANTITY_RANGE).max(MAX_LINE_QUANTITY, QUANTITY_RANGE),
  QUANTITY_RANGE,
);

export const ProductIdSchema = textSchema({ error: 'Product is required' })
  .trim()
  .min(1, 'Product is required')
  .max(100, 'Product not found');

/** Colour names are matched case-insensitively; absent means the product's first colour. */
export const ColorSchema = textSchema().trim().max(60, COLOR_UNAVAILABLE);

/** Any size of the product's set; whether the product has it is the catalogue's answer (SIZE_UNAVAILABLE). */
export const CartSizeSchema = textSchema({ error: 'Please select a size' })
  .trim()
  .min(1, 'Please select a size')
  .max(SIZE_LENGTH_MAX, SIZE_UNAVAILABLE);

/** POST /api/auth/cart/add. The spec's client sends no colour: the first colour is meant then. */
export const AddCartItemSchema = z.object({
  productId: ProductIdSchema,
  quantity: QuantitySchema,
  size: CartSizeSchema,
  color: ColorSchema.optional(),
});
export type AddCartItem = z.infer<typeof AddCartItemSchema>;

/** PUT /api/auth/cart/{id}. Zero or less removes the line. */
export const UpdateCartItemSchema = z.object({
  quantity: formNumber(
    z.number().int(QUANTITY_RANGE).min(-1000, QUANTITY_RANGE).max(1000, QUANTITY_RANGE),
    QUANTITY_RANGE,
  ),
});
export type UpdateCartItem = z.output<typeof UpdateCartItemSchema>;

export const CartItemParamsSchema = z.object({ id: textSchema().max(100) });

/**
 * A guest line as local storage keeps it. Merging is forgiving: a line that no longer matches
 * the catalogue (or holds nonsense) is skipped instead of failing the whole sign-in.
 */
export const GuestCartLineSchema = z.object({
  productId: textSchema().max(100),
  color: textSchema().max(60).optional(),
  size: textSchema().max(10),
  quantity: z.number(),
});
export type GuestCartLine = z.infer<typeof GuestCartLineSchema>;

export const MergeCartSchema = z.object({
  items: z.array(GuestCartLineSchema).max(100, 'A cart holds at most 100 lines'),
});
export type MergeCart = z.infer<typeof MergeCartSchema>;

/** A server cart line: every product field is read from the catalogue when the cart is read. */
export const CartLineSchema = z.object({
  _id: textSchema(),
  productId: textSchema(),
  itemName: textSchema(),
  /** The Burmese name, '' when none (a guest cart stored before it may lack it). */
  itemNameMy: textSchema().optional(),
  image: textSchema().nullable(),
  color: textSchema(),
  /** The palette colour's Burmese name ('' when none) and swatch (decision 043). */
  colorMy: textSchema().optional(),
  swatch: textSchema().optional(),
  size: SizeSchema,
  quantity: z.number().int(),
  /** Unit price in whole kyat. */
  price: z.number().int(),
  /** Units left in this colour and size right now. */
  stock: z.number().int(),
  subCategory: textSchema(),
});
export type CartLine = z.infer<typeof CartLineSchema>;

export const CartSchema = z.object({
  cart: z.array(CartLineSchema),
  /** Sum of quantities: the header badge. */
  count: z.number().int(),
  /** Sum of price × quantity in whole kyat. */
  subtotal: z.number().int(),
});
export type Cart = z.infer<typeof CartSchema>;
