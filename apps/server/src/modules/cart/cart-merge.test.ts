import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Cart } from '@shop/shared/cart';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { person } from '../../../test/support/people.ts';
import { request } from '../../../test/support/request.ts';
import { addProducts } from '../../../test/support/catalog.ts';

describe('POST /api/auth/cart/merge', () => {
  let shop: TestShop;
  let hoodie: string;
  let tee: string;
  let token: string;

  beforeEach(async () => {
    shop = await createTestShop();
    const ids = await addProducts(shop.database.db, [
      {
        itemName: 'Street Hoodie',
        price: 45_000,
        variants: [
          { color: 'Black', sizes: { M: 12, L: 3, XL: 0 } },
          { color: 'White', sizes: { M: 4 } },
        ],
      },
      { itemName: 'Logo Tee', price: 20_000, variants: [{ color: 'Red', sizes: { S: 20 } }] },
    ]);
    [hoodie, tee] = [ids[0]!, ids[1]!];
    ({ token } = await person(shop));
  });
  afterEach(() => shop.close());

  const add = (payload: object) => request(shop, { method: 'POST', url: '/api/auth/cart/add', token, payload });
  const merge = (items: object[], key?: string) =>
    request(shop, { method: 'POST', url: '/api/auth/cart/merge', token, payload: { items }, ...(key ? { key } : {}) });
  const lines = (cart: Cart) => cart.cart.map((l) => `${l.itemName} ${l.color} ${l.size} ${l.quantity}`);

  it('adds guest lines to server lines of the same product, colour and size, capped at 10 and at stock', async () => {
    await add({ productId: hoodie, quantity: 7, size: 'M', color: 'Black' });
    await add({ productId: hoodie, quantity: 2, size: 'L', color: 'Black' });
    await add({ productId: tee, quantity: 1, size: 'S' });
    const res = await merge([
      { productId: hoodie, color: 'Black', size: 'M', quantity: 6, price: 1 },
      { productId: hoodie, color: 'black', size: 'L', quantity: 2 },
      { productId: hoodie, color: 'White', size: 'M', quantity: 3 },
      { productId: hoodie, color: 'White', size: 'M', quantity: 3 },
      { productId: tee, size: 'S', quantity: 2 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(lines(res.json<Cart>())).toEqual([
      'Street Hoodie Black M 10',
      'Street Hoodie Black L 3',
      'Logo Tee Red S 3',
      'Street Hoodie White M 4',
    ]);
  });

  it('skips lines the catalogue does not have, has none of, or that make no sense', async () => {
    const res = await merge([
      { productId: '00000000-0000-4000-8000-000000000000', size: 'M', quantity: 1 },
      { productId: 'nonsense', size: 'M', quantity: 1 },
      { productId: hoodie, color: 'Purple', size: 'M', quantity: 1 },
      { productId: hoodie, color: 'Black', size: 'XS', quantity: 1 },
      { productId: hoodie, color: 'Black', size: 'XL', quantity: 1 },
      { productId: hoodie, color: 'Black', size: 'M', quantity: 0 },
      { productId: hoodie, color: 'Black', size: 'M', quantity: 1.5 },
      { productId: tee, color: 'Red', size: 'S', quantity: 2 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(lines(res.json<Cart>())).toEqual(['Logo Tee Red S 2']);
  });

  it('never lowers a server line that is already above the stock left', async () => {
    await add({ productId: hoodie, quantity: 3, size: 'L', color: 'Black' });
    await shop.database.db.execute(sql`update variant_stock set stock = 1 where size = 'L'`);
    const res = await merge([{ productId: hoodie, color: 'Black', size: 'L', quantity: 2 }]);
    expect(lines(res.json<Cart>())).toEqual(['Street Hoodie Black L 3']);
  });

  it('applies a merge once per Idempotency-Key: a retried merge does not double the cart', async () => {
    const guest = [{ productId: tee, color: 'Red', size: 'S', quantity: 2 }];
    expect(lines((await merge(guest, 'merge-key-1')).json<Cart>())).toEqual(['Logo Tee Red S 2']);
    expect(lines((await merge(guest, 'merge-key-1')).json<Cart>())).toEqual(['Logo Tee Red S 2']);
    expect(lines((await merge(guest, 'merge-key-2')).json<Cart>())).toEqual(['Logo Tee Red S 4']);
  });

  it('refuses a body without items and guests', async () => {
    expect((await request(shop, { method: 'POST', url: '/api/auth/cart/merge', token, payload: {} })).statusCode).toBe(
      400,
    );
    const guest = await request(shop, { method: 'POST', url: '/api/auth/cart/merge', payload: { items: [] } });
    expect(guest.statusCode).toBe(401);
  });
});
