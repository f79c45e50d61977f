import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminOrder } from '@shop/shared/admin';
import type { PaymentsToCheck } from '@shop/shared/payments';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { person, type Person } from '../../../test/support/people.ts';
import { request } from '../../../test/support/request.ts';
import { addProducts } from '../../../test/support/catalog.ts';
import { picture } from '../../../test/support/images.ts';
import { enableKbzpay, kbzpayOrder, submitTransfer } from '../../../test/support/payments.ts';
import { startS3Sink } from '../../../test/support/s3-sink.ts';
import { IMAGE_FILES_LOCK, sweepPendingImages } from '../uploads/image-cleanup.ts';

/** Every screenshot file of the shop, by its path under DATA_DIR/uploads. */
function screenshotFiles(shop: TestShop): string[] {
  const root = path.join(shop.config.dataDir, 'uploads', 'payments');
  return fs.existsSync(root) ? fs.readdirSync(root).map((name) => `payments/${name}`) : [];
}

/** A customer's wallet screenshot (name, phone, balance) is the admin's to see, and goes with the customer. */
describe('payment screenshots', () => {
  let shop: TestShop;
  let owner: Person;
  let hoodie: string;

  beforeEach(async () => {
    shop = await createTestShop();
    owner = await person(shop, { role: 'admin' });
    [hoodie] = (await addProducts(shop.database.db, [
      { itemName: 'Street Hoodie', price: 45_000, variants: [{ color: 'Black', sizes: { M: 9 } }] },
    ])) as [string];
    await enableKbzpay(shop, owner.token);
  });
  afterEach(() => shop.close());

  const toCheck = async () =>
    (await request(shop, { method: 'GET', url: '/api/admin/payments', token: owner.token })).json<PaymentsToCheck>();
  const screenshot = (url: string, token?: string, headers: Record<string, string> = {}) =>
    request(shop, { method: 'GET', url, token, headers });

  it('is served to the admin only, as a private, unsniffed image no other site may read', async () => {
    const orderId = await kbzpayOrder(shop, hoodie);
    expect((await submitTransfer(shop, orderId, 'KBZ-1', { screenshot: await picture('png') })).statusCode).toBe(201);
    const [payment] = (await toCheck()).payments;
    const address = `/api/admin/payments/${payment!._id}/screenshot`;
    expect(payment!.screenshot).toBe(address);
    const order = (
      await request(shop, { method: 'GET', url: `/api/admin/orders/${orderId}`, token: owner.token })
    ).json<AdminOrder>();
    expect(order.transfers[0]!.screenshot).toBe(address);

    const res = await screenshot(address, owner.token, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');

    // Not to anyone else, and not as a file under /uploads.
    const customer = await person(shop);
    expect((await screenshot(address)).statusCode).toBe(401);
    expect((await screenshot(address, customer.token)).statusCode).toBe(403);
    const files = screenshotFiles(shop);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const direct = await request(shop, { method: 'GET', url: `/uploads/${file}` });
      expect(direct.statusCode, file).toBe(404);
      expect(direct.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('answers 404 or 400, never 500, for a payment without one, an unknown id or a made-up one', async () => {
    const orderId = await kbzpayOrder(shop, hoodie);
    await submitTransfer(shop, orderId, 'KBZ-2');
    const [payment] = (await toCheck()).payments;
    expect(payment!.screenshot).toBeNull();
    for (const [id, status] of [
      [payment!._id, 404],
      ['999999999', 404],
      ['999999999999999999', 404],
      ['9999999999999999999', 400],
      ['abc', 400],
      ['1%00', 400],
    ] as const) {
      const res = await screenshot(`/api/admin/payments/${id}/screenshot`, owner.token);
      expect(res.statusCode, id).toBe(status);
      expect(res.json().code, id).toMatch(/^(NOT_FOUND|VALIDATION|BAD_REQUEST)$/);
    }
    // A stored address that is not a screenshot the shop made (older or edited data) is not read.
    await shop.database.db.execute(
      sql`update payment_submissions set screenshot = '/uploads/products/0123456789abcdef-320.webp' where order_id = ${orderId}`,
    );
    expect((await screenshot(`/api/admin/payments/${payment!._id}/screenshot`, owner.token)).statusCode).toBe(404);
  });

  it("are removed with the customer who sent them; a guest's stay", async () => {
    const customer = await person(shop);
    for (const [n, transactionId] of ['KBZ-A', 'KBZ-B'].entries()) {
      const orderId = await kbzpayOrder(shop, hoodie, { token: customer.token });
      const screenshot = await picture('png', 400 + n * 300, 500);
      expect(
        (await submitTransfer(shop, orderId, transactionId, { screenshot, token: customer.token })).statusCode,
      ).toBe(201);
    }
    const theirs = screenshotFiles(shop);
    expect(theirs.length).toBeGreaterThanOrEqual(3); // two screenshots, one of them at two widths
    const guestOrder = await kbzpayOrder(shop, hoodie);
    await submitTransfer(shop, guestOrder, 'KBZ-GUEST', { screenshot: await picture('jpeg') });
    const guests = screenshotFiles(shop).filter((f) => !theirs.includes(f));
    expect(guests.length).toBeGreaterThan(0);

    const deleted = await request(shop, {
      method: 'DELETE',
      url: `/api/admin/customers/${customer.id}`,
      token: owner.token,
    });
    expect(deleted.statusCode).toBe(200);
    expect(screenshotFiles(shop)).toEqual(guests);
    const guestAddress = (await toCheck()).payments.find((p) => p.orderId === guestOrder)!.screenshot!;
    expect((await screenshot(guestAddress, owner.token)).statusCode).toBe(200);
  });

  it('are removed by the next sweep when a backup held the files at the time', async () => {
    const customer = await person(shop);
    const orderId = await kbzpayOrder(shop, hoodie, { token: customer.token });
    await submitTransfer(shop, orderId, 'KBZ-C', { screenshot: await picture('png'), token: customer.token });
    const files = screenshotFiles(shop);
    expect(files.length).toBeGreaterThan(0);

    const backup = new pg.Client({ connectionString: shop.databaseUrl });
    await backup.connect();
    try {
      await backup.query('select pg_advisory_lock($1)', [IMAGE_FILES_LOCK]);
      const deleted = await request(shop, {
        method: 'DELETE',
        url: `/api/admin/customers/${customer.id}`,
        token: owner.token,
      });
      expect(deleted.statusCode).toBe(200);
      expect(screenshotFiles(shop)).toEqual(files);
    } finally {
      await backup.end();
    }
    await sweepPendingImages(shop.database.db, shop.app.storage, shop.app.log);
    expect(screenshotFiles(shop)).toEqual([]);
  });
});

/** With S3_BUCKET, the screenshot is read from the bucket with the shop's keys and removed from it. */
describe('payment screenshots in an S3-compatible bucket', () => {
  let s3: Awaited<ReturnType<typeof startS3Sink>>;
  let shop: TestShop;

  beforeAll(async () => {
    s3 = await startS3Sink();
    shop = await createTestShop(s3.env);
  });
  afterAll(async () => {
    await shop.close();
    await s3.close();
  });

  it('serves it to the admin through the shop and removes it with the customer', async () => {
    const owner = await person(shop, { role: 'admin' });
    const [hoodie] = (await addProducts(shop.database.db, [
      { itemName: 'Bucket Hoodie', price: 45_000, variants: [{ color: 'Black', sizes: { M: 3 } }] },
    ])) as [string];
    await enableKbzpay(shop, owner.token);
    const customer = await person(shop);
    const orderId = await kbzpayOrder(shop, hoodie, { token: customer.token });
    await submitTransfer(shop, orderId, 'KBZ-S3', { screenshot: await picture('png'), token: customer.token });
    const inBucket = (await s3.keys()).filter((k) => k.startsWith('payments/'));
    expect(inBucket.length).toBeGreaterThan(0);

    const { payments } = (
      await request(shop, { method: 'GET', url: '/api/admin/payments', token: owner.token })
    ).json<PaymentsToCheck>();
    const res = await request(shop, { method: 'GET', url: payments[0]!.screenshot!, token: owner.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');

    await request(shop, { method: 'DELETE', url: `/api/admin/customers/${customer.id}`, token: owner.token });
    expect((await s3.keys()).filter((k) => k.startsWith('payments/'))).toEqual([]);
  });
});
