import { z } from 'zod';
import { isLanguage, type Language } from './language.ts';

/**
 * The product feeds the owner adds to Meta Commerce Manager and Google Merchant Center (decision
 * 042): one item per product, colour and size. Written once here; the server serves them.
 */
export const feedPaths = {
  facebook: '/feeds/facebook.csv',
  google: '/feeds/google.xml',
} as const;

/** `?lang=my` gives the Burmese texts where a product has them; any other value is English (never a 400). */
export const FeedQuerySchema = z.object({
  lang: z
    .unknown()
    .optional()
    .transform((value): Language => (isLanguage(value) ? value : 'en')),
});
export type FeedQuery = z.infer<typeof FeedQuerySchema>;

/** The columns of Meta's catalogue feed, in the order the CSV writes them. */
export const FEED_COLUMNS = [
  'id',
  'item_group_id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'sale_price',
  'link',
  'image_link',
  'additional_image_link',
  'brand',
  'color',
  'size',
  'gender',
  'age_group',
  'google_product_category',
] as const;
export type FeedItem = Record<(typeof FEED_COLUMNS)[number], string>;
