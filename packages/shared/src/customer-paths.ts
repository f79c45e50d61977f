/**
 * The API of the screens a shopper reaches after the first page (signing in, the account,
 * checkout, orders and their payment, the contact form), written once like `paths.ts` (same
 * encoding, same rules), in a module of its own so that the storefront's first load does not carry
 * it (docs/performance.md). Pinned by `paths.test.ts`.
 */

const enc = encodeURIComponent;

/** Whose order: the signed-in customer's own, or a guest's (its details need the order's key, decision 038). */
export type OrderAccess = 'own' | 'guest';
const orderBase = (access: OrderAccess) => (access === 'own' ? '/api/auth/orders' : '/api/auth/guest-orders');

export const customerApi = {
  deliveryZones: '/api/delivery-zones',
  paymentMethods: '/api/payment-methods',
  contact: '/api/contact',
  /** The shop's name and how to reach it (footer, contact page, order pages). */
  shop: '/api/shop',
  authConfig: '/api/auth/config',
  login: '/api/auth/login',
  googleLogin: '/api/auth/google',
  register: '/api/auth/register',
  me: '/api/auth/me',
  profile: '/api/auth/profile',
  language: '/api/auth/language',
  changePassword: '/api/auth/change-password',
  forgotPassword: '/api/auth/forgot-password',
  resetPassword: '/api/auth/reset-password',
  resendVerification: '/api/auth/user/resend-verification',
  /** The mailed verification link (the API answers it by redirecting to `paths.emailVerified`). */
  verifyEmail: (userId: string, token: string) => `/api/auth/verify-email?user=${enc(userId)}&token=${enc(token)}`,
  addresses: '/api/auth/addresses',
  saveAddress: '/api/auth/save-address',
  /** A signed-in customer's orders (GET) and where they place one (POST). */
  orders: '/api/auth/orders',
  /** Where a guest places an order. */
  guestOrders: '/api/auth/guest-orders',
  trackOrder: '/api/auth/guest-orders/track',
  order: (orderId: string, access: OrderAccess) => `${orderBase(access)}/${enc(orderId)}`,
  /** Back in stock: an email or phone left for a sold-out size (decision 050). */
  stockAlerts: (productId: string) => `/api/products/${enc(productId)}/stock-alerts`,
  orderPayment: (orderId: string, access: OrderAccess) => `${orderBase(access)}/${enc(orderId)}/payment`,
} as const;
