/**
 * The admin panel's constants, messages and pure rules, without zod: the admin screens import
 * them directly.
 * `admin.ts` re-exports all of this beside the schemas.
 */
import { ORDER_STATUSES } from './orders-rules.ts';

export type AdminOrderStatus = (typeof ORDER_STATUSES)[number];

/** Admin product list page size. */
export const ADMIN_PAGE_SIZE = 12;
/** Upper bound of `limit` on every admin list. */
export const ADMIN_MAX_LIMIT = 100;

// ---- uploads ----
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGES_PER_REQUEST = 8;
export const IMAGE_TOO_LARGE = 'Each image must be 5 MB or smaller';
export const TOO_MANY_IMAGES = `You can upload at most ${MAX_IMAGES_PER_REQUEST} images at a time`;
export const NO_IMAGES = 'Please choose at least one image';
export const FOREIGN_IMAGE = 'Images must be uploaded through the shop';

// ---- batch builder ----
export const BATCH_ADDED = 'Batch added successfully!';
export const BATCH_NAME_REQUIRED = 'Batch name is required';
export const BATCH_EMPTY = 'Please add at least one product to the batch';
/** Products of one gender a batch may hold. */
export const BATCH_GENDER_MAX = 200;
export const BATCH_TOO_LARGE = `A batch holds at most ${BATCH_GENDER_MAX} products of each gender`;
export const VARIANT_INCOMPLETE =
  'Please fill in product name, select a color, add stock for at least one size, and upload images';
export const CATEGORY_REQUIRED = 'Main category is required';
export const PRICE_INVALID = 'Price must be a whole number of kyat, 0 or more';
export const STOCK_INVALID = 'Stock must be a whole number, 0 or more';

// ---- edit product ----
export const FILL_REQUIRED = 'Please fill in all required fields';
/** The edit form's own sentences for a required field left empty (the API says FILL_REQUIRED for each). */
export const PRODUCT_NAME_REQUIRED = 'Product name is required';
export const PRICE_REQUIRED = 'Price is required';
export const GENDER_REQUIRED = 'Please choose the target gender of the product';
export const ADD_VARIANT = 'Please add at least one variant';
export const variantColorRequired = (n: number) => `Variant ${n}: Color is required`;
export const variantImageRequired = (n: number) => `Variant ${n}: At least one image is required`;
export const variantColorRepeated = (n: number) => `Variant ${n}: This color is already used by another variant`;
export const PRODUCT_UPDATED = 'Product updated successfully';
export const PRODUCT_DELETED = 'Product deleted successfully';

// ---- orders ----

/** The moves an admin may make; delivered and cancelled are final. */
export const NEXT_ORDER_STATUSES: Record<AdminOrderStatus, readonly AdminOrderStatus[]> = {
  pending: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

export function canMoveOrder(from: AdminOrderStatus, to: AdminOrderStatus): boolean {
  return NEXT_ORDER_STATUSES[from].includes(to);
}

/**
 * Delivered can be taken back to shipped (a parcel marked delivered by mistake, or not handed over
 * after all) for this long after it was marked: `PUT …/status` with `shipped` on a delivered order.
 */
export const UNDO_DELIVERED_HOURS = 24;
export const UNDO_DELIVERED_TOO_LATE =
  'This order was marked delivered more than 24 hours ago: its delivery can no longer be undone';
/** Until when a delivery marked at `deliveredAt` may be undone. */
export const undoDeliveredUntil = (deliveredAt: string | Date) =>
  new Date(new Date(deliveredAt).getTime() + UNDO_DELIVERED_HOURS * 3_600_000);

/** The answer's message after a status change (the client reads `{ message, order }`). */
export const ORDER_STATUS_UPDATED = 'Order status updated successfully';
export const illegalMove = (from: string, to: string) => `Cannot change an order from ${from} to ${to}`;
/** Orders whose stock a customer deletion returns: not yet shipped. */
export const OPEN_ORDER_STATUSES = ['pending', 'processing'] as const satisfies readonly AdminOrderStatus[];

// ---- customers and messages ----
export const CUSTOMER_NOT_FOUND = 'Customer Not Found';
export const CUSTOMER_DELETED = 'Customer deleted successfully';
export const CUSTOMER_KINDS = ['account', 'guest'] as const;
export type CustomerKind = (typeof CUSTOMER_KINDS)[number];
/** A guest buyer has no account: there is nothing to delete (their orders stay the shop's record). */
export const GUEST_NOT_DELETABLE = 'A guest buyer has no account to delete';
const GUEST_ID_PREFIX = 'guest-';
/** A guest buyer's id in the Customers screen: `guest-` and the canonical phone. */
export const guestCustomerId = (phone: string) => `${GUEST_ID_PREFIX}${phone}`;
/** The phone of a guest buyer's id, or null when the id is not a guest's. */
export function guestPhoneOf(id: string): string | null {
  return id.startsWith(GUEST_ID_PREFIX) && id.length > GUEST_ID_PREFIX.length ? id.slice(GUEST_ID_PREFIX.length) : null;
}
export const MESSAGE_NOT_FOUND = 'Message not found';
export const REPLY_REQUIRED = 'Please write your reply';
export const REPLY_PHONE_ONLY = 'This message came with a phone number only: call or message the sender instead';
export const REPLY_NOT_SENT = 'The reply could not be sent just now. Please try again.';
/** The longest reply the owner may send. */
export const REPLY_MAX = 5000;

// ---- dashboard ----
/** Days the dashboard chart covers, today included, counted in Myanmar time. */
export const DASHBOARD_DAYS = 30;
export const SHOP_TIME_ZONE = 'Asia/Yangon';
/** How many sizes running low the dashboard lists (the emptiest first). */
export const LOW_STOCK_LIST_LIMIT = 20;

// ---- audit trail (docs/decisions/017) ----
export const AUDIT_ENTITY_TYPES = ['product', 'order', 'customer', 'delivery', 'payment', 'shop'] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];
export const AUDIT_ACTIONS = [
  'product.create',
  'product.update',
  'product.delete',
  'order.status',
  'order.create',
  'order.edit',
  'customer.delete',
  'delivery.create',
  'delivery.update',
  'delivery.move',
  'delivery.settings',
  'payment.settings',
  'payment.confirm',
  'payment.reject',
  'shop.settings',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_PAGE_SIZE = 10;
/** The entity an action is about: the part of its name before the dot. */
export const auditEntityOf = (action: AuditAction): AuditEntityType => action.split('.')[0] as AuditEntityType;

// ---- admin screens ----
/** The admin panel's screens under /admin (the web router's routes); any other /admin address is a 404. */
export const ADMIN_SCREENS = [
  '',
  'dashboard',
  'products',
  'products/add',
  'products/:productId/edit',
  'orders',
  'orders/new',
  'order/:orderId',
  'order/:orderId/packing-slip',
  'delivery',
  'delivery-sheet',
  'customers',
  'customers/:userId',
  'messages',
  'payments',
  'payment-settings',
  'shop-settings',
  'colours',
  'details',
] as const;

/** Whether a path (`/admin/order/ORD-…`) is one of the admin screens. */
export function isAdminScreen(pathname: string): boolean {
  const parts = pathname
    .replace(/^\/admin\/?/, '')
    .replace(/\/$/, '')
    .split('/');
  return ADMIN_SCREENS.some((screen) => {
    const pattern = screen.split('/');
    return (
      pattern.length === parts.length && pattern.every((p, i) => (p.startsWith(':') ? parts[i] !== '' : p === parts[i]))
    );
  });
}

/**
 * A new shop's couriers (migration 0025's default); the owner keeps their own list in the shop
 * settings and picks from it when an order ships (any other may be typed).
 */
export const DEFAULT_COURIERS = ['Royal Express', 'Ninja Van', 'Bee Express', 'Own rider'] as const;
