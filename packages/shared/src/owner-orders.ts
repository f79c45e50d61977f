import { z } from 'zod';
import { textSchema } from './text.ts';
import { BillingDetailsSchema, OrderSchema, PlaceOrderSchema } from './orders.ts';
import { ORDER_SOURCES, ORDER_SOURCE_INVALID } from './orders-rules.ts';

/**
 * Orders the owner takes for a customer who called or wrote (docs/decisions/047), and the owner's
 * changes to an order before it ships. The lines and the delivery place are checkout's own
 * (`PlaceOrderSchema`), so the server reads prices, fee and stock the same way.
 */

export const OrderSourceSchema = z.enum(ORDER_SOURCES, { error: ORDER_SOURCE_INVALID });

export const CUSTOMER_NOT_SUGGESTED = 'That customer account was not found';

/** POST /api/admin/orders (Idempotency-Key header: a repeat answers the same order). */
export const OwnerOrderSchema = PlaceOrderSchema.omit({ isGuest: true }).extend({
  source: OrderSourceSchema,
  /** The customer's account, when the owner picked a suggested one: the order is theirs then. */
  customerId: z.uuid({ error: CUSTOMER_NOT_SUGGESTED }).optional(),
});
export type OwnerOrderInput = z.input<typeof OwnerOrderSchema>;
export type OwnerOrder = z.output<typeof OwnerOrderSchema>;

/** PUT /api/admin/orders/{id}: the whole order as it should be now (lines, address, place). */
export const EditOrderSchema = z.object({
  cartItems: PlaceOrderSchema.shape.cartItems,
  billingDetails: BillingDetailsSchema.omit({ paymentMethod: true, setAsDefault: true }),
});
export type EditOrderInput = z.input<typeof EditOrderSchema>;
export type EditOrder = z.output<typeof EditOrderSchema>;

export const OwnerOrderReplySchema = z.object({ message: textSchema(), order: OrderSchema });

/** GET /api/admin/orders/customers?q=: people who bought before, by phone (any spelling) or name. */
export const CustomerSuggestionQuerySchema = z.object({
  q: textSchema({ error: 'Type a phone number or a name' })
    .trim()
    .min(2, 'Type at least 2 characters')
    .max(100, 'Please keep the search under 100 characters'),
});

export const CustomerSuggestionSchema = z.object({
  /** The account, when the person has one; null for a buyer known only from their orders. */
  customerId: textSchema().nullable(),
  name: textSchema(),
  phone: textSchema(),
  email: textSchema(),
  orders: z.number().int(),
  /** Where their last order went, to fill the delivery fields; null without one. */
  lastAddress: z
    .object({ region: textSchema(), city: textSchema(), township: textSchema(), fullAddress: textSchema() })
    .nullable(),
});
export type CustomerSuggestion = z.infer<typeof CustomerSuggestionSchema>;
export const CustomerSuggestionListSchema = z.object({ customers: z.array(CustomerSuggestionSchema) });
export type CustomerSuggestionList = z.infer<typeof CustomerSuggestionListSchema>;

/** The delivery fields of the owner's forms (the edit's whole form; the new order's with the rest below). */
export const OrderAddressFormSchema = EditOrderSchema.shape.billingDetails;
export type OrderAddressFormInput = z.input<typeof OrderAddressFormSchema>;

/** The new order's form: the customer, the place, payment and source; the lines are kept beside it. */
export const OwnerOrderFormSchema = OrderAddressFormSchema.extend({
  paymentMethod: OwnerOrderSchema.shape.paymentMethod,
  source: OrderSourceSchema,
  customerId: z.string().optional(),
});
export type OwnerOrderFormInput = z.input<typeof OwnerOrderFormSchema>;
export type OwnerOrderFormOutput = z.output<typeof OwnerOrderFormSchema>;
