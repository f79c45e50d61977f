import { z } from 'zod';
import { limitedText, requiredText, textSchema } from './text.ts';

export const TRACKING_NUMBER_INVALID = 'A tracking number has only letters, digits, spaces and - . / _';
export const COURIER_ONLY_WHEN_SHIPPED = 'A courier and tracking number go with Shipped';

import { AddressSchema } from './account.ts';
import { AdminListQuerySchema, limitSchema, paging } from './admin-lists.ts';
import { OrderSchema, OrderStatusSchema, TimelineEntrySchema } from './orders.ts';
import { OrderTransferSchema } from './payments.ts';
import { ORDER_STATUSES, RETURN_REASONS } from './orders-rules.ts';
import { CUSTOMER_KINDS, REPLY_MAX, REPLY_REQUIRED } from './admin-rules.ts';

/** Orders, customers and contact messages as the admin panel sees them (re-exported by `admin.ts`). */

// ---- orders ----

export const AdminOrderQuerySchema = AdminListQuerySchema.extend({
  limit: limitSchema(20),
  status: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), OrderStatusSchema.optional()),
});
export type AdminOrderQuery = z.infer<typeof AdminOrderQuerySchema>;
/** The CSV export takes the list's filters (status, search), never its paging. */
export const AdminOrderExportQuerySchema = AdminOrderQuerySchema.pick({ status: true, search: true });
export type AdminOrderExportQuery = z.infer<typeof AdminOrderExportQuerySchema>;

export const AdminTimelineEntrySchema = TimelineEntrySchema.extend({
  /** The account that made the change (an admin, or the customer who placed it). */
  byUserId: textSchema().nullable(),
  byEmail: textSchema().nullable(),
});
export const AdminOrderCustomerSchema = z.object({
  _id: textSchema(),
  name: textSchema(),
  email: textSchema(),
  phone: textSchema().nullable(),
});

export const AdminOrderSchema = OrderSchema.extend({
  /** The customer account of a logged-in order; null for guests (and accounts deleted since). */
  customer: AdminOrderCustomerSchema.nullable(),
  timeline: z.array(AdminTimelineEntrySchema),
  /** The KBZ Pay transaction ids the customer sent, newest first; empty for cash on delivery. */
  transfers: z.array(OrderTransferSchema),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;
export const AdminOrderListSchema = z.object({
  orders: z.array(AdminOrderSchema),
  pagination: z.object({ ...paging, totalOrders: z.number().int() }),
});
export type AdminOrderList = z.infer<typeof AdminOrderListSchema>;

export const UpdateOrderStatusSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: `Status must be one of ${ORDER_STATUSES.join(', ')}` }),
    /** With `cancelled`: the courier brought a shipped order back (refused at the door, not reachable). */
    reason: z.enum(RETURN_REASONS, { error: `Reason must be one of ${RETURN_REASONS.join(', ')}` }).optional(),
    /** With `shipped`: who carries the parcel (the owner's list, or typed), and its tracking number. */
    courier: limitedText(60).optional(),
    trackingNumber: limitedText(60)
      .regex(/^[A-Za-z0-9 ._/-]*$/, TRACKING_NUMBER_INVALID)
      .optional(),
  })
  .refine((body) => body.status === 'shipped' || (!body.courier && !body.trackingNumber), {
    message: COURIER_ONLY_WHEN_SHIPPED,
    path: ['courier'],
  });
export type UpdateOrderStatus = z.infer<typeof UpdateOrderStatusSchema>;

/** PUT /api/admin/orders/{id}/status answers the order as it now is, with a sentence to show. */
export const OrderStatusReplySchema = z.object({ message: textSchema(), order: AdminOrderSchema });
export type OrderStatusReply = z.infer<typeof OrderStatusReplySchema>;

// ---- customers ----

/**
 * A row of the owner's Customers: an account, or a guest buyer (orders placed without an account,
 * one row per canonical phone; docs/decisions/046). A guest's `_id` is `guest-` and the phone.
 */
export const AdminCustomerSchema = z.object({
  _id: textSchema(),
  name: textSchema(),
  displayName: textSchema().nullable(),
  email: textSchema(),
  phone: textSchema().nullable(),
  verified: z.boolean(),
  type: z.literal('user'),
  createdAt: textSchema(),
  orderCount: z.number().int(),
  /** Whole kyat of the customer's orders that were not cancelled. */
  totalSpent: z.number().int(),
  /** New beside the spec's fields: an account, or a guest buyer known by phone alone. */
  kind: z.enum(CUSTOMER_KINDS),
  /** When the newest order was placed; null before the first. */
  lastOrderAt: textSchema().nullable(),
});
export type AdminCustomer = z.infer<typeof AdminCustomerSchema>;
export const AdminCustomerListSchema = z.object({
  customers: z.array(AdminCustomerSchema),
  pagination: z.object({ ...paging, totalCustomers: z.number().int() }),
});
export type AdminCustomerList = z.infer<typeof AdminCustomerListSchema>;
export const AdminCustomerDetailSchema = AdminCustomerSchema.extend({ savedAddresses: z.array(AddressSchema) });
export type AdminCustomerDetail = z.infer<typeof AdminCustomerDetailSchema>;
export const AdminCustomerOrdersSchema = z.object({ orders: z.array(AdminOrderSchema) });

// ---- contact messages ----

export const AdminMessageSchema = z.object({
  _id: textSchema(),
  name: textSchema(),
  /** '' when the sender gave only a phone. */
  email: textSchema(),
  /** '' when the sender gave only an email (older messages too). */
  phone: textSchema(),
  subject: textSchema(),
  message: textSchema(),
  createdAt: textSchema(),
  readAt: textSchema().nullable(),
  /** The language the sender wrote in (null for messages from before it was kept): replies are written in it. */
  language: z.enum(['en', 'my']).nullable(),
  /** The shop's answers, oldest first, each as mailed to the sender. */
  replies: z.array(z.object({ _id: textSchema(), body: textSchema(), createdAt: textSchema() })),
});
export type AdminMessage = z.infer<typeof AdminMessageSchema>;

/** POST /api/admin/messages/{id}/replies: the answer, mailed to the sender and kept in the thread. */
export const AnswerMessageSchema = z.object({ body: requiredText(REPLY_REQUIRED, REPLY_MAX) });
export type AnswerMessage = z.infer<typeof AnswerMessageSchema>;
export const AdminMessageListSchema = z.object({
  messages: z.array(AdminMessageSchema),
  pagination: z.object({ ...paging, totalMessages: z.number().int(), unread: z.number().int() }),
});
export type AdminMessageList = z.infer<typeof AdminMessageListSchema>;
