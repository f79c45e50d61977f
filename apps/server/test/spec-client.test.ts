import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProductList } from '@shop/shared/admin';
import type { Product } from '@shop/shared/catalog';
import type { PlaceOrderReply } from '@shop/shared/orders';
import { createTestShop, type TestShop } from './support/shop.ts';
import { person } from './support/people.ts';
import { request } from './support/request.ts';
import { addProducts, stockOf } from './support/catalog.ts';
import { billing, orderCount } from './support/orders.ts';
import { uploadedImages } from './support/images.ts';

/**
 * Requests exactly as a client written against the spec's wire contract sends them: no
 * Idempotency-Key, a checkbox's "on", number inputs' strings, the whole guest cart line.
 */
describe("the spec's own client", () => {
  let shop: TestShop;
  let tee: string;
  beforeAll(async () => {
    shop = await createTestShop();
    const ids = await addProducts(shop.database.db, [
      { itemName: 'Logo Tee', price: 20_000, variants: [{ color: 'Red', sizes: { S: 50, M: 5 } }] },
    ]);
    tee = ids[0]!;
  });
  afterAll(() => shop.close());

  /** The guest cart line as the spec's client keeps it in local storage. */
  const cartLine = () => ({
    _id: String(Date.now()),
    productId: tee,
    quantity: 1,
    size: 'S',
    image: '/uploads/products/whatever-960.webp',
    color: 'Red',
    price: 1,
    subCategory: 'Tee',
    itemName: 'Logo Tee',
  });
  /** Every field of the spec's checkout form, as its client sends them. */
  const billingDetails = (setAsDefault: unknown = false) => ({
    ...billing,
    phone: '09450012345',
    orderNotes: '',
    paymentMethod: 'cod',
    setAsDefault,
  });

  it('places a guest order without an Idempotency-Key: 201 and one order per request', async () => {
    const before = await orderCount(shop);
    const payload = { cartItems: [cartLine()], billingDetails: billingDetails(), paymentMethod: 'cod', isGuest: true };
    const first = await request(shop, { method: 'POST', url: '/api/auth/guest-orders', payload });
    expect(first.statusCode, first.body).toBe(201);
    const reply = first.json<PlaceOrderReply>();
    expect(reply.message).toBe('Order placed successfully! Pay at your house when delivered.');
    expect(reply.order.total).toBe(23_000);
    expect(await orderCount(shop)).toBe(before + 1);
    // Without a key nothing ties two requests together: a second request is a second order.
    const second = await request(shop, { method: 'POST', url: '/api/auth/guest-orders', payload });
    expect(second.statusCode).toBe(201);
    expect(second.json<PlaceOrderReply>().orderId).not.toBe(reply.orderId);
    expect(await orderCount(shop)).toBe(before + 2);
  });

  it('places a customer order without a key, saving the address when the checkbox says "on"', async () => {
    const buyer = await person(shop);
    const stock = await stockOf(shop, tee, 'Red', 'S');
    const res = await request(shop, {
      method: 'POST',
      url: '/api/auth/orders',
      token: buyer.token,
      payload: { cartItems: [cartLine()], billingDetails: billingDetails('on'), paymentMethod: 'cod', isGuest: false },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<PlaceOrderReply>().order.isGuestOrder).toBe(false);
    expect(await stockOf(shop, tee, 'Red', 'S')).toBe(stock - 1);
    const addresses = await request(shop, { method: 'GET', url: '/api/auth/addresses', token: buyer.token });
    expect(addresses.json()).toMatchObject({ addresses: [{ township: 'Kamayut', label: 'Default' }] });
  });

  it('reads the other checkbox spellings, and refuses a value no checkbox sends', async () => {
    for (const unchecked of ['off', '', 'false']) {
      const buyer = await person(shop);
      const res = await request(shop, {
        method: 'POST',
        url: '/api/auth/orders',
        token: buyer.token,
        payload: { cartItems: [cartLine()], billingDetails: billingDetails(unchecked), paymentMethod: 'cod' },
      });
      expect(res.statusCode, unchecked).toBe(201);
      const addresses = await request(shop, { method: 'GET', url: '/api/auth/addresses', token: buyer.token });
      expect(addresses.json(), unchecked).toEqual({ addresses: [] });
    }
    const before = await orderCount(shop);
    const res = await request(shop, {
      method: 'POST',
      url: '/api/auth/guest-orders',
      payload: { cartItems: [cartLine()], billingDetails: billingDetails('maybe'), paymentMethod: 'cod' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', field: 'billingDetails.setAsDefault' });
    expect(await orderCount(shop)).toBe(before);
  });

  it("adds to the cart with the quantity input's string, and refuses one that is not a number", async () => {
    const buyer = await person(shop);
    const add = (quantity: unknown) =>
      request(shop, {
        method: 'POST',
        url: '/api/auth/cart/add',
        token: buyer.token,
        payload: { productId: tee, quantity, size: 'M' },
      });
    expect((await add('2')).json()).toMatchObject({ cart: [{ quantity: 2, size: 'M' }], count: 2 });
    const bad = await add('two');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'quantity' });
  });

  describe('admin', () => {
    let token: string;
    let images: string[];
    beforeAll(async () => {
      token = (await person(shop, { role: 'admin' })).token;
      images = await uploadedImages(shop, token, 2);
    });
    const productCount = async () =>
      Number((await shop.database.db.execute<{ n: number }>(sql`select count(*)::int as n from products`)).rows[0]!.n);
    const batch = (price: unknown, stock: unknown) => ({
      batchName: 'Thingyan drop',
      genders: {
        male: [
          {
            mainCategory: 'T-shirt',
            subCategory: 'Tee',
            price,
            variants: [{ name: 'Water Tee', color: 'Blue', sizes: [{ size: 'M', stock }], images }],
          },
        ],
        female: [],
        unisex: [],
      },
    });

    it("saves a batch whose price and stock are the inputs' strings", async () => {
      const res = await request(shop, {
        method: 'POST',
        url: '/api/auth/products',
        token,
        payload: batch('25000', '4'),
      });
      expect(res.statusCode, res.body).toBe(201);
      const [id] = res.json<{ products: string[] }>().products;
      const product = (await request(shop, { method: 'GET', url: `/api/products/${id}` })).json<Product>();
      expect(product.price).toBe(25_000);
      expect(product.variants[0]!.sizes).toEqual([{ size: 'M', stock: 4 }]);
    });

    it('refuses a price that is no whole number with the price sentence, writing nothing', async () => {
      const before = await productCount();
      for (const price of ['25,000', '', 'abc', '12.5', '-10']) {
        const res = await request(shop, {
          method: 'POST',
          url: '/api/auth/products',
          token,
          payload: batch(price, '4'),
        });
        expect(res.statusCode, price).toBe(400);
        expect(res.json(), price).toMatchObject({
          message: 'Price must be a whole number of kyat, 0 or more',
          field: 'genders.male.0.price',
        });
      }
      expect(await productCount()).toBe(before);
    });

    it("edits a product with the edit form's price string", async () => {
      const product = (await request(shop, { method: 'GET', url: `/api/products/${tee}` })).json<Product>();
      const res = await request(shop, {
        method: 'PUT',
        url: `/api/admin/products/${tee}`,
        token,
        payload: { ...product, price: '21000' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Product>().price).toBe(21_000);
    });

    it('lists products with their variants: images and stock per colour and size', async () => {
      const res = await request(shop, { method: 'GET', url: '/api/admin/products?page=1&limit=12&search=', token });
      const rows = res.json<AdminProductList>().products;
      const water = rows.find((r) => r.itemName === 'Water Tee')!;
      expect(water.variants).toEqual([
        expect.objectContaining({ color: 'Blue', images, sizes: [{ size: 'M', stock: 4 }] }),
      ]);
      expect(rows.find((r) => r._id === tee)!.variants[0]).toMatchObject({ color: 'Red' });
    });
  });
});
