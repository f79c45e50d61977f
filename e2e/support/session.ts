import type { Page } from 'playwright-core';
import type { Product } from '@shop/shared/catalog';
import type { RunningShop } from './shop.ts';

/** The first admin every e2e shop starts with (`ADMIN_EMAIL` / `ADMIN_PASSWORD` of `startShop`). */
export const ADMIN = { email: 'admin@shop.test', password: 'Admin12345' } as const;

export type Session = { token: string; user: { _id: string; name: string; type: string } };

/** A JSON call to the shop's API; anything but 2xx throws with the answer. */
export async function callApi<T>(
  shop: RunningShop,
  path: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<T> {
  const response = await fetch(shop.url + path, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const data = (await response.json()) as T;
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(data)}`);
  return data;
}

export function logIn(shop: RunningShop, email: string, password: string): Promise<Session> {
  return callApi<Session>(shop, '/api/auth/login', { body: { email, password } });
}

/** Signs up a new customer through the API and signs them in. */
export async function registerCustomer(
  shop: RunningShop,
  customer: { name?: string; email?: string; password?: string; phone?: string } = {},
): Promise<Session & { email: string; password: string }> {
  const email = customer.email ?? `customer-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
  const password = customer.password ?? 'Thingyan2025';
  await callApi(shop, '/api/auth/register', {
    body: { name: customer.name ?? 'Aye Aye', email, password, phone: customer.phone ?? '09777123456' },
  });
  return { ...(await logIn(shop, email, password)), email, password };
}

/** Puts a session into the page's browser storage the way the sign-in form does. */
export async function startBrowserSession(page: Page, shop: RunningShop, session: Session): Promise<void> {
  if (!page.url().startsWith(shop.url)) await page.goto(`${shop.url}/about`);
  await page.evaluate((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('user', JSON.stringify(s.user));
    if (s.user.type === 'admin') localStorage.setItem('userRole', 'admin');
    window.dispatchEvent(new Event('authStateChanged'));
  }, session);
}

const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];

/** A catalogue product with a colour and size in stock (at least `min` units). */
export async function productInStock(
  shop: RunningShop,
  min = 2,
): Promise<{ product: Product; color: string; size: string }> {
  const products = await callApi<Product[]>(shop, '/api/auth/products');
  for (const product of products)
    for (const variant of product.variants) {
      const size = SIZES.map((s) => variant.sizes.find((x) => x.size === s)).find((s) => s && s.stock >= min);
      if (size) return { product, color: variant.color, size: size.size };
    }
  throw new Error('the demo catalogue has nothing in stock');
}

export const BILLING = {
  name: 'Ma Thida',
  email: 'thida@example.com',
  phone: '09777222333',
  region: 'yangon',
  city: 'yangon',
  township: 'Sanchaung',
  fullAddress: 'No. 12, Baho Road',
} as const;

/**
 * Places a cash-on-delivery order (one unit unless told) through the API: a guest's, or the
 * session's own; `billing` over the usual details.
 */
export async function placeOrder(
  shop: RunningShop,
  line: { productId: string; color: string; size: string; quantity?: number },
  session?: Session,
  billing: Partial<Record<keyof typeof BILLING, string>> = {},
): Promise<string> {
  const reply = await callApi<{ orderId: string }>(shop, session ? '/api/auth/orders' : '/api/auth/guest-orders', {
    body: {
      cartItems: [{ ...line, quantity: line.quantity ?? 1 }],
      billingDetails: { ...BILLING, ...billing },
      paymentMethod: 'cod',
      isGuest: !session,
    },
    token: session?.token,
    headers: { 'idempotency-key': `e2e-${Date.now()}-${Math.random()}` },
  });
  return reply.orderId;
}
