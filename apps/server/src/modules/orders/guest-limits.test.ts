import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { person } from '../../../test/support/people.ts';
import { newKey, request } from '../../../test/support/request.ts';
import { addProducts } from '../../../test/support/catalog.ts';
import { billing, orderCount } from '../../../test/support/orders.ts';

describe('guest order floods', () => {
  let shop: TestShop;
  let productId: string;
  beforeAll(async () => {
    shop = await createTestShop({
      GUEST_ORDERS_PER_ADDRESS: '3',
      GUEST_ORDERS_PER_CONTACT: '2',
      GUEST_UNITS_HELD: '12',
      GUEST_UNITS_PER_ADDRESS: '20',
      MAILS_PER_RECIPIENT: '2',
    });
    [productId] = (await addProducts(shop.database.db, [
      { itemName: 'Flood Tee', variants: [{ color: 'Black', sizes: { M: 500 } }] },
    ])) as [string];
  });
  afterAll(() => shop.close());

  const someone = () => ({
    ...billing,
    email: `g-${randomUUID().slice(0, 8)}@example.com`,
    phone: `09450${String(randomInt(1_000_000)).padStart(6, '0')}`,
  });
  const order = (address: string, details = someone(), quantity = 1, key = newKey(), token?: string) =>
    request(shop, {
      method: 'POST',
      url: token ? '/api/auth/orders' : '/api/auth/guest-orders',
      remoteAddress: address,
      key,
      token,
      payload: {
        cartItems: [{ productId, color: 'Black', size: 'M', quantity }],
        billingDetails: details,
        paymentMethod: 'cod',
        isGuest: !token,
      },
    });

  it('limits guest orders per address, with a clear 429 and Retry-After; a repeat of an answered key still answers', async () => {
    const address = '198.51.100.1';
    const firstKey = newKey();
    const first = someone();
    expect((await order(address, first, 1, firstKey)).statusCode).toBe(201);
    for (let i = 0; i < 2; i++) expect((await order(address)).statusCode).toBe(201);
    const refused = await order(address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      message: 'Too many orders in a short time. Please wait a while, or sign in to order, and try again.',
      code: 'RATE_LIMITED',
    });
    expect((await order(address, first, 1, firstKey)).statusCode).toBe(200);
    expect((await order('198.51.100.2')).statusCode).toBe(201);
  });

  it('lets a burst from one address through only up to the limit', async () => {
    const before = await orderCount(shop);
    const answers = await Promise.all(Array.from({ length: 10 }, () => order('198.51.100.3')));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(7);
    expect((await orderCount(shop)) - before).toBe(3);
  });

  it('limits guest orders per email and per phone, whatever the address', async () => {
    const details = someone();
    expect((await order('198.51.100.10', details)).statusCode).toBe(201);
    expect((await order('198.51.100.11', details)).statusCode).toBe(201);
    expect((await order('198.51.100.12', { ...details, phone: someone().phone })).statusCode).toBe(429);
    expect((await order('198.51.100.13', { ...details, email: someone().email })).statusCode).toBe(429);
  });

  it('caps the units the open unpaid guest orders of one phone or email hold, wherever they are sent from', async () => {
    const alice = someone();
    expect((await order('198.51.100.20', alice, 10)).statusCode).toBe(201);
    const samePhone = await order('198.51.100.21', { ...alice, email: someone().email }, 3);
    expect(samePhone.statusCode).toBe(429);
    expect(samePhone.json<{ message: string }>().message).toMatch(/unpaid guest orders/);
    expect((await order('198.51.100.22', { ...alice, phone: someone().phone }, 3)).statusCode).toBe(429);
    expect((await order('198.51.100.21', { ...alice, email: someone().email }, 2)).statusCode).toBe(201);
    // Held means open and unpaid: once the owner cancels an order, its units no longer count.
    await shop.database.db.execute(sql`update orders set status = 'cancelled' where phone = ${alice.phone}`);
    expect((await order('198.51.100.23', { ...alice, phone: someone().phone }, 3)).statusCode).toBe(201);
  });

  it('caps the units one address orders in an hour, above what a carrier NAT of shoppers orders', async () => {
    const address = '198.51.100.25';
    expect((await order(address, someone(), 10)).statusCode).toBe(201);
    expect((await order(address, someone(), 10)).statusCode).toBe(201);
    const refused = await order(address, someone(), 1);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(/unpaid guest orders/);
    expect((await order('198.51.100.26', someone(), 1)).statusCode).toBe(201);
  });

  it('mails one address at most a few times an hour; the orders are still answered, and the owner hears of each', async () => {
    const customer = await person(shop);
    const victim = { ...someone(), email: 'victim@example.com' };
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await order(`198.51.100.${30 + i}`, victim, 1, newKey(), customer.token);
      expect(res.statusCode).toBe(201);
      ids.push(res.json<{ orderId: string }>().orderId);
    }
    const noticeOf = (id: string) =>
      shop.mail.received.some((m) => m.to.includes(shop.config.shopEmail) && m.subject.startsWith(`New order ${id}:`));
    await expect.poll(() => ids.filter(noticeOf)).toEqual(ids);
    await expect.poll(() => shop.mail.received.filter((m) => m.to.includes('victim@example.com')).length).toBe(2);
    await new Promise((r) => setTimeout(r, 300));
    expect(shop.mail.received.filter((m) => m.to.includes('victim@example.com'))).toHaveLength(2);
  });
});

/**
 * A sale on mobile networks: carrier-grade NAT puts many phones behind one public address. With
 * the limits as shipped, many shoppers from one address are all served, and one phone flooding
 * from it (or from anywhere) is still stopped.
 */
describe('guest orders behind one carrier address, limits as shipped', () => {
  let shop: TestShop;
  let productId: string;
  beforeAll(async () => {
    const shipped = loadConfig({ NODE_ENV: 'test' });
    shop = await createTestShop({
      GUEST_ORDERS_PER_ADDRESS: String(shipped.guestOrders.perAddress),
      GUEST_UNITS_PER_ADDRESS: String(shipped.guestOrders.unitsPerAddress),
      GUEST_ORDERS_PER_CONTACT: String(shipped.guestOrders.perContact),
      GUEST_UNITS_HELD: String(shipped.guestOrders.unitsHeld),
      MAILS_PER_RECIPIENT: String(shipped.mailsPerRecipient),
    });
    [productId] = (await addProducts(shop.database.db, [
      { itemName: 'Sale Tee', variants: [{ color: 'Black', sizes: { M: 5000 } }] },
    ])) as [string];
  });
  afterAll(() => shop.close());

  const carrier = '203.0.113.7';
  const phoneOf = (n: number) => `09451${String(n).padStart(6, '0')}`;
  const order = (phone: string, quantity = 2, address = carrier) =>
    request(shop, {
      method: 'POST',
      url: '/api/auth/guest-orders',
      remoteAddress: address,
      key: newKey(),
      payload: {
        cartItems: [{ productId, color: 'Black', size: 'M', quantity }],
        billingDetails: { ...billing, phone, email: `sale-${phone}@example.com` },
        paymentMethod: 'cod',
        isGuest: true,
      },
    });

  it('serves 60 shoppers with phones of their own from one address (the old limit was 10 an hour)', async () => {
    const answers = [];
    for (let n = 0; n < 60; n += 10) {
      answers.push(...(await Promise.all(Array.from({ length: 10 }, (_, i) => order(phoneOf(n + i))))));
    }
    expect(answers.map((a) => a.statusCode)).toEqual(Array(60).fill(201));
  });

  it('still stops one phone flooding from that address, and from any other', async () => {
    const phone = phoneOf(999);
    const { perContact } = shop.config.guestOrders;
    for (let i = 0; i < perContact; i++) expect((await order(phone, 1)).statusCode).toBe(201);
    const refused = await order(phone, 1);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await order(phone, 1, '198.51.100.99')).statusCode).toBe(429);
    // The shoppers around it are not: the next phone behind the same address orders as usual.
    expect((await order(phoneOf(1000), 1)).statusCode).toBe(201);
  });
});
