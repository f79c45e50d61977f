import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProducts } from './support/catalog.ts';
import { billing } from './support/orders.ts';
import { person } from './support/people.ts';
import { newKey, request } from './support/request.ts';
import { createTestShop, type TestShop } from './support/shop.ts';

/**
 * Issue #20's measure of how far a change has to reach: the server files whose code runs for one
 * journey, read from V8's own call counts (precise coverage, reset just before the request) rather
 * than from imports. A journey's own files are those of `modules/` (an `index.ts` only re-exports);
 * the plumbing every request shares (app, plugins, the database client, the logger, the mail
 * transport) is listed apart. The first request of each kind warms the app up and is not counted.
 */
const sources = path.resolve(import.meta.dirname, '../src') + path.sep;
let shop: TestShop;
let inspector: Session;
let productId: string;

beforeAll(async () => {
  shop = await createTestShop();
  [productId = ''] = await addProducts(shop.database.db, [
    { itemName: 'Journey Tee', price: 20_000, variants: [{ color: 'Black', sizes: { M: 50 } }] },
  ]);
  inspector = new Session();
  inspector.connect();
  await inspector.post('Profiler.enable');
  await inspector.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
});

afterAll(async () => {
  await inspector?.post('Profiler.stopPreciseCoverage');
  inspector?.disconnect();
  await shop?.close();
});

/** The journey's own files: its domain modules' code. */
/**
 * The modules' own files (not their index). Work on the shop's own timers may fall in a journey's
 * window and is no part of any request: the order counts' fold (order-counts.ts, every 5 s) and the
 * back-in-stock mailer's sweep (stock-alert-mail.ts, every 5 minutes and on each reconnection).
 */
const onTimers = new Set(['modules/orders/order-counts.ts', 'modules/catalog/stock-alert-mail.ts']);
const ownFiles = (files: string[]) =>
  files.filter((f) => f.startsWith('modules/') && !f.endsWith('/index.ts') && !onTimers.has(f));

/** The server's source files with a function that ran during `work` (V8's call counts, reset before it). */
async function filesRunBy(work: () => Promise<void>): Promise<string[]> {
  await inspector.post('Profiler.takePreciseCoverage');
  await work();
  const { result } = await inspector.post('Profiler.takePreciseCoverage');
  const files = new Set<string>();
  for (const script of result) {
    const file = script.url.startsWith('file://') ? new URL(script.url).pathname : script.url;
    if (!file.startsWith(sources) || file.includes('.test.')) continue;
    if (script.functions.some((fn) => fn.ranges[0]!.count > 0)) files.add(path.relative(sources, file));
  }
  return [...files].sort();
}

describe('server files a journey runs through', () => {
  it('guest Place Order', async () => {
    const order = () =>
      request(shop, {
        method: 'POST',
        url: '/api/auth/guest-orders',
        payload: {
          cartItems: [{ productId, color: 'Black', size: 'M', quantity: 1 }],
          billingDetails: billing,
          paymentMethod: 'cod',
          isGuest: true,
        },
        key: newKey(),
      });
    expect((await order()).statusCode).toBe(201); // warm: first-time setup is not the journey
    const files = await filesRunBy(async () => {
      expect((await order()).statusCode).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 1500));
    });
    // Limits, order, stock and prices, zones, catalogue version, the answer, both mails (the owner's
    // and the customer's) and the shop's name on them. Goal of #20: at most 16.
    expect(ownFiles(files), files.join('\n')).toHaveLength(14);
  });

  it('admin status change', async () => {
    const admin = await person(shop, { role: 'admin' });
    const placed = await request(shop, {
      method: 'POST',
      url: '/api/auth/guest-orders',
      payload: {
        cartItems: [{ productId, color: 'Black', size: 'M', quantity: 1 }],
        billingDetails: billing,
        paymentMethod: 'cod',
        isGuest: true,
      },
      key: newKey(),
    });
    const orderId = placed.json<{ orderId: string }>().orderId;
    const move = (status: string) =>
      request(shop, {
        method: 'PUT',
        url: `/api/admin/orders/${orderId}/status`,
        payload: { status },
        token: admin.token,
      });
    expect((await move('processing')).statusCode).toBe(200);
    // The placed order's own mails (sent after its answer) finish before the journey is measured.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const files = await filesRunBy(async () => {
      expect((await move('cancelled')).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1500));
    });
    // The route and its rules, the one status writer with the customer's mail in their language,
    // the audit entry, the catalogue version (its cache and its version), the answer with its
    // transfers built by one statement (decision 055; waiting transfers closed by the move), the
    // shop's name on the mail. Goal of #20: at most 10.
    expect(ownFiles(files), files.join('\n')).toHaveLength(9);
  });
});
