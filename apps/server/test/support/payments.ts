import { sql } from 'drizzle-orm';
import type { PaymentSettingsInput } from '@shop/shared/payments';
import { multipart, uploadedImages } from './images.ts';
import { billing } from './orders.ts';
import { newKey, request } from './request.ts';
import type { TestShop } from './shop.ts';

/** KBZ Pay: the shop's settings, transfer orders, submissions, an order's due time and state. */

export const kbzSettings = {
  kbzpayEnabled: true,
  accountName: 'Street Shop',
  phone: '09 7800 11223',
  instructionsEn: 'Scan the QR with KBZPay.',
  instructionsMy: 'KBZPay ဖြင့် QR ကို စကင်ဖတ်ပါ။',
  holdHours: 24,
} satisfies Omit<PaymentSettingsInput, 'qrImage'>;

/** Switches KBZ Pay on with an uploaded QR; answers the QR's URL. */
export async function enableKbzpay(shop: TestShop, adminToken: string, extra: Partial<PaymentSettingsInput> = {}) {
  const [qrImage] = await uploadedImages(shop, adminToken);
  const res = await request(shop, {
    method: 'PUT',
    url: '/api/admin/payment-settings',
    token: adminToken,
    payload: { ...kbzSettings, qrImage, ...extra },
  });
  if (res.statusCode !== 200) throw new Error(`settings failed: ${res.statusCode} ${res.body}`);
  return qrImage!;
}

/** Turns a wallet on with its settings (a wallet's with an uploaded QR unless `qrImage` is given). */
export async function enableWallet(shop: TestShop, adminToken: string, wallet: string, extra: object = {}) {
  const [qrImage] = wallet === 'bank' ? [null] : await uploadedImages(shop, adminToken);
  const res = await request(shop, {
    method: 'PUT',
    url: `/api/admin/payment-wallets/${wallet}`,
    token: adminToken,
    payload: { ...kbzSettings, kbzpayEnabled: undefined, enabled: true, qrImage, ...extra },
  });
  if (res.statusCode !== 200) throw new Error(`wallet failed: ${res.statusCode} ${res.body}`);
  return res.json<{ qrImage: string | null; ready: boolean }>();
}

/** Places a transfer order (KBZ Pay unless `method` says; a guest's unless a token is given); answers the raw reply. */
type OrderOptions = { token?: string; quantity?: number; language?: 'en' | 'my'; method?: string };

export function placeKbzpay(shop: TestShop, productId: string, options: OrderOptions = {}) {
  return request(shop, {
    headers: { 'accept-language': options.language ?? 'en' },
    method: 'POST',
    url: options.token ? '/api/auth/orders' : '/api/auth/guest-orders',
    token: options.token,
    key: newKey(),
    payload: {
      cartItems: [{ productId, color: 'Black', size: 'M', quantity: options.quantity ?? 1 }],
      billingDetails: billing,
      paymentMethod: options.method ?? 'kbzpay',
    },
  });
}

export async function kbzpayOrder(shop: TestShop, productId: string, options: OrderOptions = {}) {
  const res = await placeKbzpay(shop, productId, options);
  if (res.statusCode !== 201) throw new Error(`order failed: ${res.statusCode} ${res.body}`);
  return res.json<{ orderId: string }>().orderId;
}

/** Sends a transaction id for a guest order, with a screenshot when asked (multipart either way). */
export async function submitTransfer(
  shop: TestShop,
  orderId: string,
  transactionId: string,
  options: { screenshot?: Buffer; token?: string } = {},
) {
  const { payload, headers } = multipart(
    options.screenshot ? [{ filename: 'slip.png', content: options.screenshot, field: 'screenshot' }] : [],
  );
  const boundary = headers['content-type'].split('boundary=')[1]!;
  const field = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="transactionId"\r\n\r\n${transactionId}\r\n`,
  );
  return request(shop, {
    method: 'POST',
    url: options.token ? `/api/auth/orders/${orderId}/payment` : `/api/auth/guest-orders/${orderId}/payment`,
    token: options.token,
    payload: Buffer.concat([field, payload]),
    headers,
  });
}

/** Moves an order's due time into the past (what waiting for the hold time would do). */
export async function makeDue(shop: TestShop, orderId: string) {
  await shop.database.db.execute(
    sql`update orders set payment_due_at = now() - interval '1 second' where order_id = ${orderId}`,
  );
}

export async function orderRow(shop: TestShop, orderId: string) {
  const { rows } = await shop.database.db.execute<{ status: string; payment_status: string }>(
    sql`select status, payment_status from orders where order_id = ${orderId}`,
  );
  return rows[0]!;
}
