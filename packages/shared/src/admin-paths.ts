import { withQuery } from './paths.ts';

const enc = encodeURIComponent;

/**
 * The owner's screens (`adminPaths`) and the API they call (`adminApi`), written once like the
 * shop's own addresses in `paths.ts` (same encoding, same rules), in a module of their own so that
 * only the admin panel's code and the server load them. Pinned by `paths.test.ts`.
 */

/** A paged admin list: page and page size, and the search when there is one. */
type AdminListQuery = { page: number; limit: number; search?: string };

export const adminPaths = {
  dashboard: '/admin/dashboard',
  products: '/admin/products',
  addProduct: '/admin/products/add',
  editProduct: (productId: string) => `/admin/products/${enc(productId)}/edit`,
  /** The order list, filtered by a status when given. */
  orders: (status?: string) => withQuery('/admin/orders', { status }),
  newOrder: '/admin/orders/new',
  order: (orderId: string) => `/admin/order/${enc(orderId)}`,
  packingSlip: (orderId: string) => `/admin/order/${enc(orderId)}/packing-slip`,
  delivery: '/admin/delivery',
  deliverySheet: '/admin/delivery-sheet',
  customers: '/admin/customers',
  customer: (userId: string) => `/admin/customers/${enc(userId)}`,
  messages: '/admin/messages',
  payments: '/admin/payments',
  paymentSettings: '/admin/payment-settings',
  shopSettings: '/admin/shop-settings',
  colours: '/admin/colours',
  details: '/admin/details',
} as const;

export const adminApi = {
  dashboard: '/api/admin/dashboard',
  audit: ({
    page,
    limit,
    entityType,
    entityId,
  }: {
    page: number;
    limit: number;
    entityType?: string;
    entityId?: string;
  }) => withQuery('/api/admin/audit', { page, limit, entityType, entityId }),
  products: ({ page, limit, search }: AdminListQuery) => withQuery('/api/admin/products', { page, limit, search }),
  productStats: '/api/admin/products/stats',
  product: (id: string) => `/api/admin/products/${enc(id)}`,
  /** Stock and prices by file (decision 050): the export, and the import (a preview with dryRun). */
  stockExport: '/api/admin/products/export.csv',
  stockImport: (dryRun: boolean) => `/api/admin/products/import${dryRun ? '?dryRun=true' : ''}`,
  stockAlerts: '/api/admin/products/stock-alerts',
  stockAlertDone: (id: string) => `/api/admin/products/stock-alerts/${enc(id)}/done`,
  colours: '/api/admin/colours',
  colour: (key: string) => `/api/admin/colours/${enc(key)}`,
  /** A batch of new products (POST). */
  batch: '/api/auth/products',
  uploadImages: '/api/auth/upload-images',
  orders: ({ page, limit, status, search }: AdminListQuery & { status?: string }) =>
    withQuery('/api/admin/orders', { page, limit, status, search }),
  ordersExport: ({ status, search }: { status?: string; search?: string }) =>
    withQuery('/api/admin/orders/export.csv', { status, search }),
  order: (orderId: string) => `/api/admin/orders/${enc(orderId)}`,
  /** An order the owner takes (POST). */
  newOrder: '/api/admin/orders',
  orderCustomers: (q: string) => withQuery('/api/admin/orders/customers', { q }),
  orderStatus: (orderId: string) => `/api/admin/orders/${enc(orderId)}/status`,
  customers: ({ page, limit, search }: AdminListQuery) => withQuery('/api/admin/customers', { page, limit, search }),
  customer: (userId: string) => `/api/admin/customers/${enc(userId)}`,
  customerOrders: (userId: string) => `/api/admin/customers/${enc(userId)}/orders`,
  messages: ({ page, limit }: { page: number; limit: number }) => withQuery('/api/admin/messages', { page, limit }),
  messageRead: (messageId: string) => `/api/admin/messages/${enc(messageId)}/read`,
  messageReplies: (messageId: string) => `/api/admin/messages/${enc(messageId)}/replies`,
  payments: '/api/admin/payments',
  paymentsOf: (wallet?: string) => withQuery('/api/admin/payments', { wallet }),
  paymentsCount: '/api/admin/payments/count',
  payment: (paymentId: string, action: 'confirm' | 'reject') => `/api/admin/payments/${enc(paymentId)}/${action}`,
  paymentScreenshot: (paymentId: string) => `/api/admin/payments/${enc(paymentId)}/screenshot`,
  paymentSettings: '/api/admin/payment-settings',
  paymentWallets: '/api/admin/payment-wallets',
  paymentWallet: (wallet: string) => `/api/admin/payment-wallets/${enc(wallet)}`,
  shopSettings: '/api/admin/shop-settings',
  alertSettings: '/api/admin/alert-settings',
  alertTest: '/api/admin/alert-settings/test',
  delivery: '/api/admin/delivery',
  deliverySettings: '/api/admin/delivery/settings',
  deliverySheet: (date: string) => `/api/admin/delivery-sheet?date=${enc(date)}`,
  zones: '/api/admin/delivery/zones',
  zone: (zoneId: number) => `/api/admin/delivery/zones/${zoneId}`,
  zoneMove: (zoneId: number) => `/api/admin/delivery/zones/${zoneId}/move`,
} as const;
