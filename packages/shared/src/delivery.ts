import { z } from 'zod';
import { textSchema } from './text.ts';
import { DAY_NOT_IN_CALENDAR, ZONE_LEVELS, ZONE_NOT_FOUND } from './delivery-rules.ts';
import { formBoolean, formNumber, serialIdSchema } from './form-values.ts';
import { isCalendarDay } from './dates.ts';

export * from './delivery-rules.ts';

/** Delivery zones: the checkout's public list and the admin's tree (docs/decisions/031). */

/** A place as the checkout sees it: its own fee and estimate, or the nearest parent's. */
export const DeliveryPlaceSchema = z.object({
  id: z.number().int(),
  slug: textSchema(),
  nameEn: textSchema(),
  nameMy: textSchema(),
  fee: z.number().int(),
  estimateEn: textSchema(),
  estimateMy: textSchema(),
});
export type DeliveryPlace = z.infer<typeof DeliveryPlaceSchema>;

export const DeliveryCitySchema = DeliveryPlaceSchema.extend({ townships: z.array(DeliveryPlaceSchema) });
export type DeliveryCity = z.infer<typeof DeliveryCitySchema>;
export const DeliveryRegionSchema = DeliveryPlaceSchema.extend({ cities: z.array(DeliveryCitySchema) });
export type DeliveryRegion = z.infer<typeof DeliveryRegionSchema>;

export const DeliverySettingsSchema = z.object({
  freeShippingThreshold: z.number().int(),
  allowOtherTownship: z.boolean(),
});
export type DeliverySettings = z.infer<typeof DeliverySettingsSchema>;

/** PUT /api/admin/delivery/settings (numbers and checkboxes also as forms send them). */
const THRESHOLD_INVALID = 'The threshold must be a whole number of kyat';
export const UpdateDeliverySettingsSchema = z.object({
  freeShippingThreshold: formNumber(
    z.number().int(THRESHOLD_INVALID).min(0, THRESHOLD_INVALID).max(100_000_000, THRESHOLD_INVALID),
    THRESHOLD_INVALID,
  ),
  allowOtherTownship: formBoolean('Allow other township must be true or false'),
});
export type UpdateDeliverySettings = z.output<typeof UpdateDeliverySettingsSchema>;
export type UpdateDeliverySettingsInput = z.input<typeof UpdateDeliverySettingsSchema>;

/** GET /api/delivery-zones: every place the shop delivers to, in the owner's order. */
export const DeliveryZonesSchema = z.object({
  regions: z.array(DeliveryRegionSchema),
  freeShippingThreshold: z.number().int(),
  allowOtherTownship: z.boolean(),
});
export type DeliveryZones = z.infer<typeof DeliveryZonesSchema>;

// ---- admin ----

export const AdminZoneSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  level: z.enum(ZONE_LEVELS),
  slug: textSchema(),
  nameEn: textSchema(),
  nameMy: textSchema(),
  /** Null: the parent's. */
  fee: z.number().int().nullable(),
  estimateEn: textSchema().nullable(),
  estimateMy: textSchema().nullable(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
});
export type AdminZone = z.infer<typeof AdminZoneSchema>;

/** GET /api/admin/delivery: every place, disabled ones too, parents before children, in order. */
export const AdminDeliverySchema = z.object({ zones: z.array(AdminZoneSchema), settings: DeliverySettingsSchema });
export type AdminDelivery = z.infer<typeof AdminDeliverySchema>;

const name = (label: string) =>
  textSchema({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(120, `Please keep the ${label.toLowerCase()} under 120 characters`);
const estimate = textSchema().trim().max(60, 'Please keep the estimate under 60 characters');
const FEE_INVALID = 'The fee must be a whole number of kyat, 0 or more';
/** Blank = the parent's fee. */
const fee = z.preprocess(
  (v) => (v === '' ? null : v),
  formNumber(z.number().int(FEE_INVALID).min(0, FEE_INVALID).max(10_000_000, FEE_INVALID), FEE_INVALID).nullable(),
);
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

export const CreateZoneSchema = z.object({
  /** Null for a new state or region. */
  parentId: serialIdSchema(ZONE_NOT_FOUND).nullable(),
  nameEn: name('English name'),
  nameMy: name('Burmese name'),
  fee: fee.optional(),
  estimateEn: z.preprocess(blankToNull, estimate.nullable()).optional(),
  estimateMy: z.preprocess(blankToNull, estimate.nullable()).optional(),
});
export type CreateZone = z.output<typeof CreateZoneSchema>;
export type CreateZoneInput = z.input<typeof CreateZoneSchema>;

export const UpdateZoneSchema = z.object({
  nameEn: name('English name').optional(),
  nameMy: name('Burmese name').optional(),
  fee: fee.optional(),
  estimateEn: z.preprocess(blankToNull, estimate.nullable()).optional(),
  estimateMy: z.preprocess(blankToNull, estimate.nullable()).optional(),
  enabled: z.boolean().optional(),
});
export type UpdateZone = z.output<typeof UpdateZoneSchema>;
export type UpdateZoneInput = z.input<typeof UpdateZoneSchema>;

export const MoveZoneSchema = z.object({
  direction: z.enum(['up', 'down'], { error: 'Direction must be up or down' }),
});
export type MoveZone = z.infer<typeof MoveZoneSchema>;

export const ZoneIdParamsSchema = z.object({ id: serialIdSchema(ZONE_NOT_FOUND) });

export const AdminZoneReplySchema = z.object({ message: textSchema(), delivery: AdminDeliverySchema });
export type AdminZoneReply = z.infer<typeof AdminZoneReplySchema>;

// ---- delivery sheet ----

export const DeliverySheetQuerySchema = z.object({
  date: textSchema({ error: 'Date must be YYYY-MM-DD' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD')
    .refine(isCalendarDay, DAY_NOT_IN_CALENDAR),
});
/** A parcel on the sheet: where it goes, how it is paid, who carries it. */
export const DeliverySheetOrderSchema = z.object({
  orderId: textSchema(),
  name: textSchema(),
  phone: textSchema(),
  fullAddress: textSchema(),
  deliveryNotes: textSchema(),
  /** `shipped` (on the road) or `delivered` (handed over that day). */
  status: z.enum(['shipped', 'delivered']),
  paymentMethod: textSchema(),
  /** Paid before it left (a confirmed transfer), or cash already taken on delivery. */
  paid: z.boolean(),
  /** The cash the courier collects: the total of a cash-on-delivery order, else 0. */
  cash: z.number().int(),
  /** Who carries it ('' when the owner named nobody). */
  courier: textSchema(),
  trackingNumber: textSchema(),
});
export type DeliverySheetOrder = z.infer<typeof DeliverySheetOrderSchema>;

export const DeliverySheetSchema = z.object({
  date: textSchema(),
  townships: z.array(
    z.object({
      township: textSchema(),
      city: textSchema(),
      region: textSchema(),
      /** The same place's Burmese names from the delivery table ('' when it does not list it). */
      townshipMy: textSchema(),
      cityMy: textSchema(),
      regionMy: textSchema(),
      orders: z.array(DeliverySheetOrderSchema),
      cash: z.number().int(),
    }),
  ),
  /** Parcels and cash to collect per courier or rider ('' for parcels with none named), by name. */
  riders: z.array(z.object({ courier: textSchema(), orders: z.number().int(), cash: z.number().int() })),
  orders: z.number().int(),
  cash: z.number().int(),
});
export type DeliverySheet = z.infer<typeof DeliverySheetSchema>;
