import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { person, type Person } from '../../../test/support/people.ts';
import { request } from '../../../test/support/request.ts';
import { addProducts } from '../../../test/support/catalog.ts';
import { storedFiles, tallScreenshot } from '../../../test/support/images.ts';
import { enableKbzpay, kbzpayOrder, submitTransfer } from '../../../test/support/payments.ts';
import { SENDS_PER_ORDER } from './payment-limits.ts';

/** Issue #28, item 6 (part): the transaction id form, its screenshot and its limits. */
describe('sending a KBZ Pay transaction id', () => {
  let shop: TestShop;
  let owner: Person;
  let hoodie: string;

  beforeEach(async () => {
    shop = await createTestShop();
    owner = await person(shop, { role: 'admin' });
    [hoodie] = (await addProducts(shop.database.db, [
      { itemName: 'Street Hoodie', price: 45_000, variants: [{ color: 'Black', sizes: { M: 20 } }] },
    ])) as [string];
    await enableKbzpay(shop, owner.token);
  });
  afterEach(() => shop.close());

  const notAnImage = Buffer.from('<svg/> not a picture');

  it('looks the order up before decoding the screenshot: an unknown or closed order answers as such', async () => {
    const customer = await person(shop);
    const stranger = await person(shop, { name: 'Stranger' });
    const own = await kbzpayOrder(shop, hoodie, { token: customer.token });
    const before = storedFiles(shop).length;

    // Another customer's order, an unknown one, a guest's try at a customer's: 404, not the image's 415.
    const foreign = await submitTransfer(shop, own, 'TX-1', { token: stranger.token, screenshot: notAnImage });
    expect(foreign.statusCode).toBe(404);
    expect((await submitTransfer(shop, 'ORD-0000-0000-00', 'TX-1', { screenshot: notAnImage })).statusCode).toBe(404);
    expect((await submitTransfer(shop, own, 'TX-1', { screenshot: notAnImage })).statusCode).toBe(404);

    await request(shop, {
      method: 'PUT',
      url: `/api/admin/orders/${own}/status`,
      token: owner.token,
      payload: { status: 'cancelled' },
    });
    const closed = await submitTransfer(shop, own, 'TX-1', { token: customer.token, screenshot: notAnImage });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('This order is not waiting for a KBZ Pay transfer');
    expect(storedFiles(shop).length).toBe(before);

    // An open order still has its screenshot checked by content.
    const open = await kbzpayOrder(shop, hoodie, { token: customer.token });
    const refused = await submitTransfer(shop, open, 'TX-1', { token: customer.token, screenshot: notAnImage });
    expect(refused.statusCode).toBe(415);
    expect(refused.json().field).toBe('screenshot');
  });

  it('fits a scrolling screenshot taller than WebP allows (1080×19500) instead of failing', async () => {
    const orderId = await kbzpayOrder(shop, hoodie);
    const sent = await submitTransfer(shop, orderId, 'TX-LONG', { screenshot: await tallScreenshot() });
    expect(sent.statusCode).toBe(201);
    const [payment] = (await request(shop, { method: 'GET', url: '/api/admin/payments', token: owner.token })).json()
      .payments as { screenshot: string }[];
    const stored = await request(shop, { method: 'GET', url: payment!.screenshot, token: owner.token });
    expect(stored.statusCode).toBe(200);
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640 });
    expect(meta.height).toBeLessThanOrEqual(16_383);
  });

  it("limits a signed-in customer's sends per order and per account, not per address", async () => {
    const customer = await person(shop);
    const neighbour = await person(shop, { name: 'Neighbour' });
    const orderId = await kbzpayOrder(shop, hoodie, { token: customer.token });
    const codes: number[] = [];
    for (let i = 0; i < SENDS_PER_ORDER.max; i++) {
      codes.push((await submitTransfer(shop, orderId, `TX-${i}`, { token: customer.token })).statusCode);
    }
    // The first waits to be checked; the others are refused as a second id while one waits.
    expect(codes).toEqual([201, ...Array<number>(SENDS_PER_ORDER.max - 1).fill(409)]);
    const limited = await submitTransfer(shop, orderId, 'TX-MORE', { token: customer.token });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Another customer behind the same address (every request here comes from 127.0.0.1) is not held up.
    const theirs = await kbzpayOrder(shop, hoodie, { token: neighbour.token });
    expect((await submitTransfer(shop, theirs, 'TX-N', { token: neighbour.token })).statusCode).toBe(201);
    // Nor is the customer's own other order.
    const next = await kbzpayOrder(shop, hoodie, { token: customer.token });
    expect((await submitTransfer(shop, next, 'TX-NEXT', { token: customer.token })).statusCode).toBe(201);
  });
});
