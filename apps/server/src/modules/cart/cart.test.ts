import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Cart } from '@shop/shared/cart';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { person } from '../../../test/support/people.ts';
import { request } from '../../../test/support/request.ts';
import { addProducts } from '../../../test/support/catalog.ts';

describe('server cart', () => {
  let shop: TestShop;
  let hoodie: string;
  let tee: string;
  let token: string;

  beforeEach(async () => {
    shop = await createTestShop();
    const ids = await addProducts(shop.database.db, [
      {
        itemName: 'Street Hoodie',
        itemNameMy: 'လမ်းမ ဟူဒီ',
        price: 45_000,
        subCategory: 'Hoodie',
        variants: [
          { color: 'Black', images: ['/uploads/black-1.webp', '/uploads/black-2.webp'], sizes: { M: 12, L: 3, XL: 0 } },
          { color: 'White', images: ['/uploads/white-1.webp'], sizes: { M: 4 } },
        ],
      },
      { itemName: 'Logo Tee', price: 20_000, variants: [{ color: 'Red', sizes: { S: 20 } }] },
    ]);
    [hoodie, tee] = [ids[0]!, ids[1]!];
    ({ token } = await person(shop));
  });
  afterEach(() => shop.close());

  const add = (payload: object, as = token) =>
    request(shop, { method: 'POST', url: '/api/auth/cart/add', token: as, payload });
  const cartOf = async (as = token) =>
    (await request(shop, { method: 'GET', url: '/api/auth/cart', token: as })).json<Cart>();

  it('needs a signed-in customer', async () => {
    const res = await request(shop, { method: 'GET', url: '/api/auth/cart' });
    expect(res.statusCode).toBe(401);
  });

  it('adds a line with every product field read from the catalogue, and adds up the same line', async () => {
    const first = await add({ productId: hoodie, quantity: 2, size: 'M', color: 'black', price: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json<Cart>()).toEqual({
      cart: [
        {
          _id: expect.any(String),
          productId: hoodie,
          itemName: 'Street Hoodie',
          itemNameMy: 'လမ်းမ ဟူဒီ',
          image: '/uploads/black-1.webp',
          color: 'Black',
          colorMy: 'အနက်ရောင်',
          swatch: '#232323',
          size: 'M',
          quantity: 2,
          price: 45_000,
          stock: 12,
          subCategory: 'Hoodie',
        },
      ],
      count: 2,
      subtotal: 90_000,
    });
    const again = await add({ productId: hoodie, quantity: 3, size: 'M', color: 'Black' });
    expect(again.json<Cart>().cart).toHaveLength(1);
    expect(again.json<Cart>()).toMatchObject({ count: 5, subtotal: 225_000 });
  });

  it('keeps colours and sizes on separate lines; no colour means the first colour', async () => {
    await add({ productId: hoodie, quantity: 1, size: 'M', color: 'Black' });
    await add({ productId: hoodie, quantity: 1, size: 'M', color: 'White' });
    await add({ productId: hoodie, quantity: 1, size: 'L', color: 'Black' });
    await add({ productId: hoodie, quantity: 1, size: 'M' });
    const cart = await cartOf();
    expect(cart.cart.map((l) => `${l.color} ${l.size} ${l.quantity}`)).toEqual(['Black M 2', 'White M 1', 'Black L 1']);
    expect(cart.count).toBe(4);
  });

  it('caps a line at 10 and at stock with 409, changing nothing', async () => {
    await add({ productId: hoodie, quantity: 8, size: 'M', color: 'Black' });
    const overTen = await add({ productId: hoodie, quantity: 3, size: 'M', color: 'Black' });
    expect(overTen.statusCode).toBe(409);
    expect(overTen.json()).toMatchObject({ code: 'CONFLICT', message: 'You can have at most 10 of each item' });
    const overStock = await add({ productId: hoodie, quantity: 4, size: 'L', color: 'Black' });
    expect(overStock.statusCode).toBe(409);
    expect(overStock.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'Sorry this item is out of stock: only 3 left',
    });
    const none = await add({ productId: hoodie, quantity: 1, size: 'XL', color: 'Black' });
    expect(none.json()).toMatchObject({ code: 'OUT_OF_STOCK', message: 'Sorry this item is out of stock' });
    expect((await cartOf()).count).toBe(8);
  });

  it.each([
    [{ quantity: 0 }, 'quantity'],
    [{ quantity: 11 }, 'quantity'],
    [{ quantity: 1.5 }, 'quantity'],
    [{ size: 'XXXL' }, 'size'],
    [{ productId: undefined }, 'productId'],
  ])('refuses %o with 400', async (change, field) => {
    const res = await add({ productId: tee, quantity: 1, size: 'S', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', field });
  });

  it('answers 404 naming an unknown product, colour or size', async () => {
    const unknown = await add({ productId: '00000000-0000-4000-8000-000000000000', quantity: 1, size: 'M' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Product not found', code: 'NOT_FOUND', field: 'productId' });
    expect((await add({ productId: 'not-an-id', quantity: 1, size: 'M' })).statusCode).toBe(404);
    const colour = await add({ productId: hoodie, quantity: 1, size: 'M', color: 'Purple' });
    expect(colour.json()).toMatchObject({ code: 'NOT_FOUND', field: 'color' });
    const size = await add({ productId: hoodie, quantity: 1, size: 'XS', color: 'Black' });
    expect(size.json()).toMatchObject({ code: 'NOT_FOUND', field: 'size' });
    expect((await cartOf()).cart).toEqual([]);
  });

  it('updates a quantity within 10 and stock, removes at 0 or less, deletes and clears', async () => {
    const cart = (await add({ productId: hoodie, quantity: 1, size: 'L', color: 'Black' })).json<Cart>();
    const id = cart.cart[0]!._id;
    const put = (quantity: number) =>
      request(shop, { method: 'PUT', url: `/api/auth/cart/${id}`, token, payload: { quantity } });
    expect((await put(3)).json<Cart>().count).toBe(3);
    expect((await put(4)).json()).toMatchObject({ code: 'OUT_OF_STOCK' });
    expect((await put(11)).json()).toMatchObject({ code: 'CONFLICT' });
    expect((await put(0)).json<Cart>()).toEqual({ cart: [], count: 0, subtotal: 0 });
    expect((await put(2)).statusCode).toBe(404);

    const two = (await add({ productId: tee, quantity: 2, size: 'S' })).json<Cart>();
    await add({ productId: hoodie, quantity: 1, size: 'M', color: 'White' });
    const removed = await request(shop, { method: 'DELETE', url: `/api/auth/cart/${two.cart[0]!._id}`, token });
    expect(removed.json<Cart>().cart.map((l) => l.itemName)).toEqual(['Street Hoodie']);
    const cleared = await request(shop, { method: 'DELETE', url: '/api/auth/cart', token });
    expect(cleared.json<Cart>()).toEqual({ cart: [], count: 0, subtotal: 0 });
    expect((await cartOf()).cart).toEqual([]);
  });

  it("never shows or touches another customer's line", async () => {
    const mine = (await add({ productId: tee, quantity: 2, size: 'S' })).json<Cart>().cart[0]!._id;
    const other = await person(shop, { name: 'Su Su' });
    expect((await cartOf(other.token)).cart).toEqual([]);
    const put = await request(shop, {
      method: 'PUT',
      url: `/api/auth/cart/${mine}`,
      token: other.token,
      payload: { quantity: 5 },
    });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual({ message: 'Cart item not found', code: 'NOT_FOUND' });
    expect(
      (await request(shop, { method: 'DELETE', url: `/api/auth/cart/${mine}`, token: other.token })).statusCode,
    ).toBe(404);
    expect(
      (await request(shop, { method: 'DELETE', url: '/api/auth/cart/garbage', token: other.token })).statusCode,
    ).toBe(404);
    await request(shop, { method: 'DELETE', url: '/api/auth/cart', token: other.token });
    expect((await cartOf()).count).toBe(2);
  });
});
