import { z } from 'zod';
import { textSchema } from './text.ts';

/** The wishlist. Name, image and price always come from the catalogue. */

export const FAVORITES_LOGIN_REQUIRED = 'Please login to view your favorites';
export const FAVORITE_ADDED = 'Added to favorites';
export const FAVORITE_REMOVED = 'Removed from favorites';

const optionalText = textSchema().trim().max(60).optional().nullable();

/**
 * POST /api/favorites/toggle. The spec's client also sends name, price and image; they are
 * accepted and ignored (the server reads the catalogue), only colour and size are kept.
 */
export const FavoriteToggleSchema = z.object({
  productId: textSchema({ error: 'Product not found' }).max(100, 'Product not found'),
  productName: z.unknown().optional(),
  productPrice: z.unknown().optional(),
  productImage: z.unknown().optional(),
  selectedColor: optionalText,
  selectedSize: optionalText,
});
export type FavoriteToggleInput = z.input<typeof FavoriteToggleSchema>;
export type FavoriteToggle = z.output<typeof FavoriteToggleSchema>;

export const FavoriteSchema = z.object({
  productId: textSchema(),
  productName: textSchema(),
  /** The Burmese name, '' when none. */
  productNameMy: textSchema(),
  /** The first variant's first image; null when the product has none (show the placeholder). */
  productImage: textSchema().nullable(),
  /** Whole kyat. */
  productPrice: z.number().int(),
  selectedColor: textSchema().nullable(),
  selectedSize: textSchema().nullable(),
  /** ISO 8601. */
  createdAt: textSchema(),
});
export type Favorite = z.infer<typeof FavoriteSchema>;

export const FavoritesReplySchema = z.object({ favorites: z.array(FavoriteSchema) });
export type FavoritesReply = z.infer<typeof FavoritesReplySchema>;

export const FavoriteToggleReplySchema = z.object({ isFavorited: z.boolean(), message: textSchema() });
export type FavoriteToggleReply = z.infer<typeof FavoriteToggleReplySchema>;

export const FavoriteCheckReplySchema = z.object({ isFavorited: z.boolean() });
export type FavoriteCheckReply = z.infer<typeof FavoriteCheckReplySchema>;

export const FavoriteParamsSchema = z.object({ productId: textSchema().max(100) });
export const FavoriteCheckParamsSchema = z.object({ id: textSchema().max(100) });
