import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PlaceOrderReply } from '@shop/shared/orders';
import { products } from '../../db/schema/index.ts';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { person } from '../../../test/support/people.ts';
import { newKey, request } from '../../../test/support/request.ts';
import { addProducts, stockOf } from '../../../test/support/catalog.ts';
import { billing, orderCount, soldOf } from '../../../test/support/orders.ts';
import { writeCatalog } from '../catalog/catalog-cache.ts';

describe('orders under concurrency and repeats', () => {
  let shop: TestShop;
  let hoodie: string;
  let tee: string;

  beforeEach(async () => {
    shop = await createTestShop();
    const ids = await addProducts(shop.database.db, [
      { itemName: 'Street Hoodie', price: 45_000, variants: [{ color: 'Black', sizes: { M: 5, L: 40 } }] },
      { itemName: 'Logo Tee', price: 20_000, variants: [{ color: 'Red', sizes: { S: 40 } }] },
    ]);
    [hoodie, tee] = [ids[0]!, ids[1]!];
  });
  afterEach(() => shop.close());

  const body = (cartItems: object[], extra: object = {}) => ({
    cartItems,
    billingDetails: billing,
    paymentMethod: 'cod',
    isGuest: true,
    ...extra,
  });
  const guestOrder = (payload: object, key = newKey()) =>
    request(shop, { method: 'POST', url: '/api/auth/guest-orders', payload, key });

  it.each([
    [20, 5],
    [50, 3],
  ])(
    '%i buyers racing for the last %i units: exactly that many orders, stock 0, never negative',
    async (buyers, units) => {
      await shop.database.db.execute(sql`update variant_stock set stock = ${units} where size = 'M'`);
      const line = { productId: hoodie, color: 'Black', size: 'M', quantity: 1 };
      const answers = await Promise.all(Array.from({ length: buyers }, () => guestOrder(body([line]))));
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(units);
      expect(codes.filter((c) => c === 409)).toHaveLength(buyers - units);
      for (const lost of answers.filter((a) => a.statusCode === 409)) {
        expect(lost.json()).toMatchObject({
          code: 'OUT_OF_STOCK',
          message: 'Sorry this item is out of stock: Street Hoodie (Black, M)',
        });
      }
      expect(await stockOf(shop, hoodie, 'Black', 'M')).toBe(0);
      expect(await orderCount(shop)).toBe(units);
      expect(await soldOf(shop, hoodie, 'M')).toBe(units);
    },
  );

  it('2-line orders with the lines in either order never deadlock a client; counts stay exact', async () => {
    const a = { productId: hoodie, color: 'Black', size: 'L', quantity: 1 };
    const b = { productId: tee, color: 'Red', size: 'S', quantity: 1 };
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => guestOrder(body(i % 2 ? [a, b] : [b, a]))));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(30).fill(201));
    expect(await stockOf(shop, hoodie, 'Black', 'L')).toBe(10);
    expect(await stockOf(shop, tee, 'Red', 'S')).toBe(10);
  });

  it('the same Idempotency-Key twice gives the same order back (200), never a second one', async () => {
    const key = newKey();
    const payload = body([{ productId: tee, color: 'Red', size: 'S', quantity: 2 }]);
    const first = await guestOrder(payload, key);
    expect(first.statusCode).toBe(201);
    // A resend carrying different ignored fields (a stale client price) is still the same order.
    const resent = await guestOrder(body([{ productId: tee, color: 'Red', size: 'S', quantity: 2, price: 5 }]), key);
    expect(resent.statusCode).toBe(200);
    expect(resent.json<PlaceOrderReply>()).toEqual(first.json<PlaceOrderReply>());
    // Byte for byte: the order read back is written like the order just placed (decision 054).
    expect(resent.body).toBe(first.body);
    expect(await orderCount(shop)).toBe(1);
    expect(await stockOf(shop, tee, 'Red', 'S')).toBe(38);
  });

  it('20 concurrent requests with one key: one order, identical answers', async () => {
    const key = newKey();
    const payload = body([{ productId: tee, color: 'Red', size: 'S', quantity: 1 }]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => guestOrder(payload, key)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(19);
    const ids = new Set(answers.map((a) => a.json<PlaceOrderReply>().orderId));
    expect(ids.size).toBe(1);
    expect(new Set(answers.map((a) => JSON.stringify(a.json<PlaceOrderReply>().order))).size).toBe(1);
    expect(await orderCount(shop)).toBe(1);
    expect(await stockOf(shop, tee, 'Red', 'S')).toBe(39);
  });

  it('the same key with another body, or from another buyer, is refused with 422', async () => {
    const key = newKey();
    await guestOrder(body([{ productId: tee, color: 'Red', size: 'S', quantity: 1 }]), key);
    const changed = await guestOrder(body([{ productId: tee, color: 'Red', size: 'S', quantity: 2 }]), key);
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toEqual({
      message: 'This request was already used for a different order',
      code: 'UNPROCESSABLE',
    });
    const customer = await person(shop);
    const stolen = await request(shop, {
      method: 'POST',
      url: '/api/auth/orders',
      token: customer.token,
      key,
      payload: body([{ productId: tee, color: 'Red', size: 'S', quantity: 1 }]),
    });
    expect(stolen.statusCode).toBe(422);
    expect(await orderCount(shop)).toBe(1);
    expect(await stockOf(shop, tee, 'Red', 'S')).toBe(39);
  });

  it('a key whose first try ran out of stock can be retried once stock is back', async () => {
    const key = newKey();
    const payload = body([{ productId: hoodie, color: 'Black', size: 'M', quantity: 6 }]);
    expect((await guestOrder(payload, key)).statusCode).toBe(409);
    expect(
      (await guestOrder(body([{ productId: hoodie, color: 'Black', size: 'M', quantity: 5 }]), key)).statusCode,
    ).toBe(201);
  });

  it('a repeat after the line sold out or left the catalogue still answers the first order', async () => {
    const key = newKey();
    const payload = body([{ productId: hoodie, color: 'Black', size: 'M', quantity: 5 }]);
    const first = await guestOrder(payload, key);
    expect(first.statusCode).toBe(201);
    const soldOut = await guestOrder(payload, key);
    expect(soldOut.statusCode).toBe(200);
    expect(soldOut.json<PlaceOrderReply>().orderId).toBe(first.json<PlaceOrderReply>().orderId);

    await writeCatalog(shop.database.db, async (tx) => {
      await tx.delete(products).where(eq(products.id, hoodie));
    });
    const gone = await guestOrder(payload, key);
    expect(gone.statusCode).toBe(200);
    expect(gone.json<PlaceOrderReply>()).toEqual(first.json<PlaceOrderReply>());
    expect(
      (await guestOrder(body([{ productId: hoodie, color: 'Black', size: 'M', quantity: 1 }]), key)).statusCode,
    ).toBe(422);
    expect((await guestOrder(payload)).statusCode).toBe(404);
    expect(await orderCount(shop)).toBe(1);
  });
});
