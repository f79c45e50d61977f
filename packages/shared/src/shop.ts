import { z } from 'zod';
import { OptionalEmailSchema, PHONE_INVALID, phoneSchema } from './auth.ts';
import { limitedText, requiredText, textSchema } from './text.ts';

import { COURIERS_MAX } from './shop-rules.ts';

export * from './shop-rules.ts';

export const SHOP_NAME_REQUIRED = 'Shop name is required';
export const LINK_INVALID = 'Please enter a full link starting with https://';
export const COURIER_NAME_REQUIRED = 'Each courier needs a name';
export const COURIERS_TOO_MANY = 'Keep at most 20 couriers';
export const COURIER_REPEATED = 'Each courier may be listed once';

/** Empty, or a phone number kept in `normalizePhone`'s spelling (Myanmar or foreign). */
const optionalPhone = z.union([z.literal(''), phoneSchema(PHONE_INVALID)], { error: PHONE_INVALID });

/** Empty, or an https link (a Messenger `m.me/…` link, a Facebook page). */
const optionalLink = z.union(
  [
    z.literal(''),
    textSchema()
      .trim()
      .max(300, LINK_INVALID)
      .regex(/^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?([/?#][^\s<>"]*)?$/i, LINK_INVALID),
  ],
  { error: LINK_INVALID },
);

/** The owner's couriers, offered when an order ships: named, at most 20, each once. */
export const CouriersSchema = z
  .array(requiredText(COURIER_NAME_REQUIRED, 60))
  .max(COURIERS_MAX, COURIERS_TOO_MANY)
  .refine((names) => new Set(names.map((n) => n.toLowerCase())).size === names.length, COURIER_REPEATED);

/** PUT /api/admin/shop-settings: the shop's name, how to reach it, and who its mails come from. */
export const ShopSettingsSchema = z.object({
  nameEn: requiredText(SHOP_NAME_REQUIRED, 80),
  nameMy: limitedText(80),
  phone: optionalPhone,
  address: limitedText(500),
  logo: textSchema().max(500).nullable(),
  /** The name mails are sent under; empty: the shop's English name. */
  mailSenderName: limitedText(80),
  viber: optionalPhone,
  messengerUrl: optionalLink,
  facebookUrl: optionalLink,
  /** The address shoppers may write to, shown on the contact page; empty: none shown. Left out: unchanged. */
  email: OptionalEmailSchema.optional(),
  /** Opening hours as the owner writes them, one line per row of the contact page. Left out: unchanged. */
  hours: limitedText(300).optional(),
  /** Left out: the list stays as it is (a client that does not know it changes nothing). */
  couriers: CouriersSchema.optional(),
});
export type ShopSettings = z.infer<typeof ShopSettingsSchema>;
export type ShopSettingsInput = z.input<typeof ShopSettingsSchema>;
/** The settings as answered (plain values). */
export const ShopSettingsReplySchema = ShopSettingsSchema.extend({
  phone: textSchema(),
  viber: textSchema(),
  messengerUrl: textSchema(),
  facebookUrl: textSchema(),
  email: textSchema(),
  hours: textSchema(),
  couriers: z.array(textSchema()),
});
export type ShopSettingsReply = z.infer<typeof ShopSettingsReplySchema>;

/** GET /api/shop: what the storefront shows (not the mail sender nor the couriers). */
export const PublicShopSchema = ShopSettingsReplySchema.omit({ mailSenderName: true, couriers: true });
