import { z } from 'zod';
import { requiredText, textSchema } from './text.ts';
import { AddressSchema } from './account.ts';
import { NameSchema, normalizePhone, OptionalEmailSchema, PHONE_INVALID_MYANMAR, phoneSchema } from './auth.ts';
import { CartSizeSchema, ColorSchema, ProductIdSchema, QuantitySchema } from './cart.ts';
import { SizeSchema } from './catalog.ts';
import {
  MAX_ORDER_LINES,
  IDEMPOTENCY_INVALID,
  ORDER_SOURCES,
  ORDER_KEY_HEADER,
  ORDER_NOT_FOUND,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_METHOD_INVALID,
  PAYMENT_STATUSES,
  RETURN_REASONS,
  TIMELINE_ACTORS,
} from './orders-rules.ts';
import { formBoolean } from './form-values.ts';

export * from './orders-rules.ts';

/** Checkout and orders. */

export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export const TimelineActorSchema = z.enum(TIMELINE_ACTORS);

/** Myanmar mobile numbers only (09…, +959…, 959…, Myanmar digits), kept as 09…. */
export const MyanmarPhoneSchema = phoneSchema('Phone is required').refine(
  (phone) => phone.startsWith('09'),
  PHONE_INVALID_MYANMAR,
);

export const BillingDetailsSchema = z.object(
  {
    name: NameSchema,
    /** Optional (phone first, docs/decisions/038): '' when the buyer gives none. */
    email: OptionalEmailSchema,
    phone: MyanmarPhoneSchema,
    /** A delivery zone's slug or name (docs/decisions/031); the server checks it against its table. */
    region: requiredText('Region is required', 120),
    city: requiredText('City is required', 120),
    /** A listed township's slug or name, or one typed where the shop allows "other". */
    township: requiredText('Township is required', 120),
    fullAddress: requiredText('Full address is required', 500),
    orderNotes: textSchema().trim().max(1000, 'Please keep the notes under 1000 characters').optional(),
    /** The form's copy of the top-level paymentMethod; the top-level one decides. */
    paymentMethod: textSchema().max(20).optional(),
    /** The spec's client sends its checkbox's value ("on"). */
    setAsDefault: formBoolean('Save as default must be true or false').optional(),
  },
  { error: 'Billing details are required' },
);
export type BillingDetailsInput = z.input<typeof BillingDetailsSchema>;
export type BillingDetails = z.output<typeof BillingDetailsSchema>;

/** A checkout line. Price, name and image a client sends are dropped: the catalogue decides. */
export const OrderCartItemSchema = z.object({
  productId: ProductIdSchema,
  color: ColorSchema.optional(),
  size: CartSizeSchema,
  quantity: QuantitySchema,
});
export type OrderCartItem = z.infer<typeof OrderCartItemSchema>;

const PAYMENT_REQUIRED = 'Payment method is required';

export const PlaceOrderSchema = z.object({
  cartItems: z
    .array(OrderCartItemSchema, { error: 'Your cart is empty' })
    .min(1, 'Your cart is empty')
    .max(MAX_ORDER_LINES, `An order holds at most ${MAX_ORDER_LINES} lines`),
  billingDetails: BillingDetailsSchema,
  paymentMethod: textSchema({ error: PAYMENT_REQUIRED })
    .trim()
    .min(1, PAYMENT_REQUIRED)
    .pipe(z.enum(PAYMENT_METHODS, { error: PAYMENT_METHOD_INVALID })),
  /** Informational: the endpoint decides whether an order is a guest's. */
  isGuest: z.boolean().optional(),
});
export type PlaceOrderInput = z.input<typeof PlaceOrderSchema>;
export type PlaceOrder = z.output<typeof PlaceOrderSchema>;

/**
 * What makes a retried order placement safe: a repeat with the same key returns the same order.
 * Optional on the wire (the spec's clients send none): without it each request places its order.
 */
export const IdempotencyHeadersSchema = z.looseObject({
  'idempotency-key': textSchema({ error: IDEMPOTENCY_INVALID })
    .min(8, IDEMPOTENCY_INVALID)
    .max(100, IDEMPOTENCY_INVALID)
    .regex(/^[\x21-\x7e]+$/, IDEMPOTENCY_INVALID)
    .optional(),
});

export const OrderItemSchema = z.object({
  productId: textSchema(),
  itemName: textSchema(),
  /** The Burmese name when the order was placed, '' when the product had none. */
  itemNameMy: textSchema(),
  quantity: z.number().int(),
  size: SizeSchema,
  color: textSchema(),
  /** The colour's Burmese name when the order was placed, '' when it had none. */
  colorMy: textSchema(),
  /** Unit price in whole kyat when the order was placed. */
  price: z.number().int(),
  image: textSchema().nullable(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const TimelineEntrySchema = z.object({
  /** ISO 8601. */
  at: textSchema(),
  from: OrderStatusSchema.nullable(),
  to: OrderStatusSchema,
  by: TimelineActorSchema,
  /** Why a courier brought the order back (a cancellation from shipped), else null. */
  reason: z.enum(RETURN_REASONS).nullable(),
  /** What happened besides the status, e.g. a KBZ Pay transfer confirmed or rejected and why. */
  note: textSchema().optional(),
});
export type TimelineEntry = z.infer<typeof TimelineEntrySchema>;

/**
 * Where an order goes: the saved address's fields (in its order, without its id, label, zone and
 * default flag) and the notes for the courier.
 */
export const ShippingAddressSchema = AddressSchema.pick({
  name: true,
  email: true,
  phone: true,
  region: true,
  city: true,
  township: true,
  fullAddress: true,
}).extend({ deliveryNotes: textSchema() });

export const OrderSchema = z.object({
  orderId: textSchema(),
  /** ISO 8601. */
  createdAt: textSchema(),
  status: OrderStatusSchema,
  total: z.number().int(),
  subtotal: z.number().int(),
  shippingCost: z.number().int(),
  items: z.array(OrderItemSchema),
  shippingAddress: ShippingAddressSchema,
  payment: z.object({ method: PaymentMethodSchema, status: PaymentStatusSchema }),
  /** The zone the fee was read from, the place names in both languages and the delivery promise. */
  delivery: z.object({
    zoneId: z.number().int().nullable(),
    regionMy: textSchema(),
    cityMy: textSchema(),
    townshipMy: textSchema(),
    estimateEn: textSchema(),
    estimateMy: textSchema(),
    returnReason: z.enum(RETURN_REASONS).nullable(),
  }),
  isGuestOrder: z.boolean(),
  guestEmail: textSchema().nullable(),
  timeline: z.array(TimelineEntrySchema),
  /** Where an order the owner took came from (phone, Messenger, Viber, walk-in); null for the checkout's. */
  source: z.enum(ORDER_SOURCES).nullable().optional(),
  /** Who carries the parcel once shipped, and its tracking number (null until then, or none given). */
  courier: textSchema().nullable().optional(),
  trackingNumber: textSchema().nullable().optional(),
  /**
   * True when the order was read by its number alone: name, phone, full address and email are
   * masked (docs/decisions/038). Absent when they are shown.
   */
  detailsHidden: z.boolean().optional(),
  /**
   * The order's key, in Track Order's answer: the browser keeps it to open the order's details
   * again (header `X-Order-Key` of `GET /api/auth/guest-orders/{orderId}`).
   */
  accessKey: textSchema().optional(),
});
export type Order = z.infer<typeof OrderSchema>;

export const PlaceOrderReplySchema = z.object({
  orderId: textSchema(),
  message: textSchema(),
  order: OrderSchema,
  /** A guest's order key (docs/decisions/038): kept by the browser that placed the order. */
  accessKey: textSchema().optional(),
});
export type PlaceOrderReply = z.infer<typeof PlaceOrderReplySchema>;

export const OrderListSchema = z.object({ orders: z.array(OrderSchema) });
export type OrderList = z.infer<typeof OrderListSchema>;

export const OrderIdParamsSchema = z.object({ orderId: textSchema().max(100) });

/** Who may see a guest order's details: the key the placing browser kept (optional). */
export const OrderKeyHeadersSchema = z.looseObject({ [ORDER_KEY_HEADER]: textSchema().max(200).optional() });

/** Track an order: its id together with the email or phone it was placed with. */
export const TrackOrderSchema = z.object({
  orderId: textSchema({ error: 'Order number is required' }).trim().min(1, 'Order number is required').max(100),
  contact: textSchema({ error: 'Email or phone is required' })
    .trim()
    .min(1, 'Email or phone is required')
    .max(254, ORDER_NOT_FOUND),
});
export type TrackOrder = z.infer<typeof TrackOrderSchema>;

/** Whether what a person typed is the email or phone an order was placed with. */
export function contactMatches(contact: string, address: { email: string; phone: string }): boolean {
  const typed = contact.trim();
  if (typed.includes('@')) return address.email !== '' && typed.toLowerCase() === address.email.toLowerCase();
  const phone = normalizePhone(typed);
  return phone !== null && phone === normalizePhone(address.phone);
}
