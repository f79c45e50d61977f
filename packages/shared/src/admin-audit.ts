import { z } from 'zod';
import { textSchema } from './text.ts';
import { limitSchema, pageSchema, paging } from './admin-lists.ts';
import { AUDIT_ENTITY_TYPES, AUDIT_PAGE_SIZE } from './admin-rules.ts';
import { ZONE_LEVELS } from './delivery-rules.ts';
import { OrderStatusSchema, ORDER_SOURCES, RETURN_REASONS } from './orders.ts';

/** The admin audit trail (docs/decisions/017; re-exported by `admin.ts`): who changed what, when. */

const blankToUndefined = (v: unknown) => (v === '' || v === 'all' ? undefined : v);

/** GET /api/admin/audit?entityType&entityId&page: newest first; one entity's history with both filters. */
export const AuditQuerySchema = z
  .object({
    entityType: z.preprocess(
      blankToUndefined,
      z.enum(AUDIT_ENTITY_TYPES, { error: `Entity type must be one of ${AUDIT_ENTITY_TYPES.join(', ')}` }).optional(),
    ),
    entityId: z.preprocess(
      blankToUndefined,
      textSchema().trim().min(1).max(200, 'Entity id must be under 200 characters').optional(),
    ),
    page: pageSchema,
    limit: limitSchema(AUDIT_PAGE_SIZE),
  })
  .refine((q) => !q.entityId || q.entityType, {
    message: 'Please give the entity type with the entity id',
    path: ['entityType'],
  });
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

const ScalarSchema = z.union([textSchema(), z.number()]).nullable();

/** A short field of a product before and after (price, name, categories, …). */
export const AuditFieldChangeSchema = z.object({ field: textSchema(), from: ScalarSchema, to: ScalarSchema });
export type AuditFieldChange = z.infer<typeof AuditFieldChangeSchema>;
/** Units of one colour and size before and after; null where the size was not (or is no longer) offered. */
export const AuditStockChangeSchema = z.object({
  color: textSchema(),
  size: textSchema(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
});

/** What a product was when it was added or deleted. */
export const AuditProductSnapshotSchema = z.object({
  itemName: textSchema(),
  price: z.number().int(),
  batchName: textSchema(),
  colours: z.array(textSchema()),
  totalStock: z.number().int(),
});

export const AuditProductUpdateSchema = z.object({
  /** The product's name after the change. */
  itemName: textSchema(),
  changes: z.array(AuditFieldChangeSchema),
  /** Long texts that changed (description, details): named, their text not copied. */
  textsChanged: z.array(textSchema()),
  variantsAdded: z.array(textSchema()),
  variantsRemoved: z.array(textSchema()),
  /** Kept colours whose name, description, colour or images changed (`previousColor` when renamed). */
  variantsEdited: z.array(
    z.object({ color: textSchema(), previousColor: textSchema().nullable(), fields: z.array(textSchema()) }),
  ),
  stock: z.array(AuditStockChangeSchema),
});

export const AuditOrderStatusSchema = z.object({
  from: OrderStatusSchema,
  to: OrderStatusSchema,
  /** Why a courier brought a shipped order back. */
  reason: z.enum(RETURN_REASONS).optional(),
  /** The KBZ Pay transaction id that waited to be checked and was closed by the cancellation. */
  closedTransfer: textSchema().optional(),
});

/** An order the owner took: where it came from, for whom, its lines and total. */
export const AuditOrderCreateSchema = z.object({
  source: z.enum(ORDER_SOURCES),
  customer: textSchema(),
  phone: textSchema(),
  /** Each line as "name (colour, size) × quantity". */
  items: z.array(textSchema()),
  total: z.number().int(),
});
/** An order changed before it shipped: its fields before and after, and each line's quantity (null: not in it). */
export const AuditOrderEditSchema = z.object({
  changes: z.array(AuditFieldChangeSchema),
  lines: z.array(
    z.object({
      item: textSchema(),
      color: textSchema(),
      size: textSchema(),
      from: z.number().int().nullable(),
      to: z.number().int().nullable(),
    }),
  ),
});
export type AuditOrderEdit = z.infer<typeof AuditOrderEditSchema>;

/** A delivery place added, edited or moved (its English name then), or the shop's delivery settings. */
export const AuditDeliveryZoneSchema = z.object({
  name: textSchema(),
  level: z.enum(ZONE_LEVELS),
  /** The parent's English name; null for a state or region. */
  parent: textSchema().nullable(),
});
export const AuditDeliveryUpdateSchema = z.object({ name: textSchema(), changes: z.array(AuditFieldChangeSchema) });
export const AuditDeliveryMoveSchema = z.object({ name: textSchema(), direction: z.enum(['up', 'down']) });
export const AuditDeliverySettingsSchema = z.object({ changes: z.array(AuditFieldChangeSchema) });

export const AuditCustomerDeleteSchema = z.object({
  name: textSchema(),
  email: textSchema(),
  /** Their orders deleted with the account, and how many of those had their stock returned. */
  orders: z.number().int(),
  restockedOrders: z.number().int(),
});

export const AuditPaymentSettingsSchema = z.object({ changes: z.array(AuditFieldChangeSchema) });
export const AuditPaymentDecisionSchema = z.object({
  transactionId: textSchema(),
  total: z.number().int(),
  reason: textSchema().optional(),
  /** Confirmed by the owner's explicit choice although the id was already confirmed on these orders. */
  duplicateOf: z.array(textSchema()).optional(),
});

const AuditBaseSchema = z.object({
  _id: textSchema(),
  at: textSchema(),
  /** Null once the admin's account is deleted; the email stays as it was then. */
  actorId: textSchema().nullable(),
  actorEmail: textSchema(),
  entityType: z.enum(AUDIT_ENTITY_TYPES),
  entityId: textSchema(),
});

export const AuditEntrySchema = z.discriminatedUnion('action', [
  AuditBaseSchema.extend({ action: z.literal('product.create'), summary: AuditProductSnapshotSchema }),
  AuditBaseSchema.extend({ action: z.literal('product.update'), summary: AuditProductUpdateSchema }),
  AuditBaseSchema.extend({ action: z.literal('product.delete'), summary: AuditProductSnapshotSchema }),
  AuditBaseSchema.extend({ action: z.literal('order.status'), summary: AuditOrderStatusSchema }),
  AuditBaseSchema.extend({ action: z.literal('order.create'), summary: AuditOrderCreateSchema }),
  AuditBaseSchema.extend({ action: z.literal('order.edit'), summary: AuditOrderEditSchema }),
  AuditBaseSchema.extend({ action: z.literal('customer.delete'), summary: AuditCustomerDeleteSchema }),
  AuditBaseSchema.extend({ action: z.literal('delivery.create'), summary: AuditDeliveryZoneSchema }),
  AuditBaseSchema.extend({ action: z.literal('delivery.update'), summary: AuditDeliveryUpdateSchema }),
  AuditBaseSchema.extend({ action: z.literal('delivery.move'), summary: AuditDeliveryMoveSchema }),
  AuditBaseSchema.extend({ action: z.literal('delivery.settings'), summary: AuditDeliverySettingsSchema }),
  AuditBaseSchema.extend({ action: z.literal('payment.settings'), summary: AuditPaymentSettingsSchema }),
  AuditBaseSchema.extend({ action: z.literal('payment.confirm'), summary: AuditPaymentDecisionSchema }),
  AuditBaseSchema.extend({ action: z.literal('payment.reject'), summary: AuditPaymentDecisionSchema }),
  AuditBaseSchema.extend({ action: z.literal('shop.settings'), summary: AuditPaymentSettingsSchema }),
]);
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export type AuditProductUpdate = z.infer<typeof AuditProductUpdateSchema>;
export type AuditProductSnapshot = z.infer<typeof AuditProductSnapshotSchema>;

/** What a service writes: the action, the entity's id and the summary belonging to that action. */
export type AuditRecord = AuditEntry extends infer E
  ? E extends AuditEntry
    ? Pick<E, 'action' | 'entityId' | 'summary'>
    : never
  : never;

export const AuditListSchema = z.object({
  entries: z.array(AuditEntrySchema),
  pagination: z.object({ ...paging, totalEntries: z.number().int() }),
});
export type AuditList = z.infer<typeof AuditListSchema>;
