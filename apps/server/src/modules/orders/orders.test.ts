import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Cart } from '@shop/shared/cart';
import { PlaceOrderReplySchema, type Order, type PlaceOrderReply } from '@shop/shared/orders';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { person } from '../../../test/support/people.ts';
import { newKey, request } from '../../../test/support/request.ts';
import { addProducts, stockOf } from '../../../test/support/catalog.ts';
import { billing, orderCount } from '../../../test/support/orders.ts';

describe('placing orders', () => {
  let shop: TestShop;
  let hoodie: string;
  let tee: string;

  beforeEach(async () => {
    shop = await createTestShop();
    const ids = await addProducts(shop.database.db, [
      {
        itemName: 'Street Hoodie',
        price: 45_000,
        variants: [
          { color: 'Black', images: ['/uploads/black-1.webp'], sizes: { M: 12, L: 3 } },
          { color: 'White', images: ['/uploads/white-1.webp'], sizes: { M: 4 } },
        ],
      },
      { itemName: 'Logo Tee', price: 20_000, variants: [{ color: 'Red', sizes: { S: 20 } }] },
    ]);
    [hoodie, tee] = [ids[0]!, ids[1]!];
  });
  afterEach(() => shop.close());

  const body = (cartItems: object[], city = 'yangon', extra: object = {}) => ({
    cartItems,
    // The old checkout's values: a city is sent with its own region, any other city as `others`.
    billingDetails: { ...billing, region: city === 'others' ? 'shan' : city, city },
    paymentMethod: 'cod',
    isGuest: true,
    ...extra,
  });
  const guestOrder = (payload: object, key: string | null = newKey()) =>
    request(shop, { method: 'POST', url: '/api/auth/guest-orders', payload, ...(key ? { key } : {}) });

  it('prices every line from the catalogue, adds shipping and snapshots the lines', async () => {
    const res = await guestOrder(
      body([
        { productId: hoodie, color: 'White', size: 'M', quantity: 2, price: 1, itemName: 'Free', image: 'x' },
        { productId: tee, color: 'Red', size: 'S', quantity: 1, price: 1 },
      ]),
    );
    expect(res.statusCode).toBe(201);
    const reply = res.json<PlaceOrderReply>();
    expect(reply.message).toBe('Order placed successfully! Pay at your house when delivered.');
    expect(reply.orderId).toMatch(/^ORD-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(reply.order).toMatchObject({
      orderId: reply.orderId,
      status: 'pending',
      subtotal: 110_000,
      shippingCost: 3000,
      total: 113_000,
      items: [
        {
          productId: hoodie,
          itemName: 'Street Hoodie',
          color: 'White',
          size: 'M',
          quantity: 2,
          price: 45_000,
          image: '/uploads/white-1.webp',
        },
        { productId: tee, itemName: 'Logo Tee', color: 'Red', size: 'S', quantity: 1, price: 20_000 },
      ],
      shippingAddress: {
        name: 'Aung Aung',
        email: 'aung@example.com',
        phone: '09450012345',
        region: 'Yangon Region',
        city: 'Yangon',
        township: 'Kamayut',
        fullAddress: 'No. 12, Baho Road',
        deliveryNotes: 'Call before coming',
      },
      payment: { method: 'cod', status: 'pending' },
      isGuestOrder: true,
      guestEmail: 'aung@example.com',
      timeline: [{ from: null, to: 'pending', by: 'guest' }],
    });
    // Written without the schema's encoding (decision 054): byte for byte what it would write.
    expect(res.body).toBe(JSON.stringify(PlaceOrderReplySchema.encode(reply)));
    expect(await stockOf(shop, hoodie, 'White', 'M')).toBe(2);
    expect(await stockOf(shop, tee, 'Red', 'S')).toBe(19);
    expect(await stockOf(shop, hoodie, 'Black', 'M')).toBe(12);

    const again = await request(shop, {
      method: 'GET',
      url: `/api/auth/guest-orders/${reply.orderId}`,
      headers: { 'x-order-key': reply.accessKey },
    });
    expect(again.json<Order>()).toEqual(reply.order);
  });

  it("names each line's colour in Burmese too: on the order, and in a Burmese buyer's mail", async () => {
    const { rows } = await shop.database.pool.query<{ name_my: string }>(
      "select name_my from colours where key = 'white'",
    );
    const white = rows[0]!.name_my;
    expect(white).not.toBe('');
    const res = await request(shop, {
      method: 'POST',
      url: '/api/auth/guest-orders',
      key: newKey(),
      headers: { 'accept-language': 'my' },
      payload: body([{ productId: hoodie, color: 'white', size: 'M', quantity: 1 }]),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json<PlaceOrderReply>();
    expect(order.items[0]).toMatchObject({ color: 'White', colorMy: white });
    // The palette's names of today are the order's no longer: a later rename leaves the order as it was.
    await shop.database.pool.query("update colours set name_my = 'အဖြူ ပြောင်း' where key = 'white'");
    const mail = await shop.mail.waitFor((m) => m.to.includes(billing.email) && m.text.includes(order.orderId));
    expect(mail.text).toContain(`(${white}, `);
    expect(mail.text).not.toContain('(White, ');
    const again = await request(shop, {
      method: 'GET',
      url: `/api/auth/guest-orders/${order.orderId}`,
      headers: { 'x-order-key': res.json<PlaceOrderReply>().accessKey },
    });
    expect(again.json<Order>().items[0]!.colorMy).toBe(white);
  });

  it.each([
    ['yangon', 3000],
    ['mandalay', 5000],
    ['naypyitaw', 6000],
    ['others', 7000],
  ])('charges shipping to %s as %i kyat', async (city, fee) => {
    const res = await guestOrder(body([{ productId: tee, color: 'Red', size: 'S', quantity: 1 }], city));
    expect(res.json<PlaceOrderReply>().order).toMatchObject({
      subtotal: 20_000,
      shippingCost: fee,
      total: 20_000 + fee,
    });
  });

  it('refuses unknown products, colours and sizes with 404, taking nothing', async () => {
    const good = { productId: tee, color: 'Red', size: 'S', quantity: 1 };
    for (const bad of [
      { productId: '00000000-0000-4000-8000-000000000000', size: 'M', quantity: 1 },
      { productId: hoodie, color: 'Purple', size: 'M', quantity: 1 },
      { productId: hoodie, color: 'White', size: 'XL', quantity: 1 },
    ]) {
      const res = await guestOrder(body([good, bad]));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', field: expect.stringMatching(/^cartItems\.1\./) });
    }
    expect(await orderCount(shop)).toBe(0);
    expect(await stockOf(shop, tee, 'Red', 'S')).toBe(20);
  });

  it('refuses an order with one short line with 409 naming it; no stock taken, no order written', async () => {
    const res = await guestOrder(
      body([
        { productId: tee, color: 'Red', size: 'S', quantity: 5 },
        { productId: hoodie, color: 'Black', size: 'M', quantity: 2 },
        { productId: hoodie, color: 'Black', size: 'L', quantity: 4 },
      ]),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'Sorry this item is out of stock: Street Hoodie (Black, L)',
    });
    expect(await orderCount(shop)).toBe(0);
    expect(await stockOf(shop, tee, 'Red', 'S')).toBe(20);
    expect(await stockOf(shop, hoodie, 'Black', 'M')).toBe(12);
    expect(await stockOf(shop, hoodie, 'Black', 'L')).toBe(3);
  });

  it('places a customer order: own cart cleared, default address saved, listed for them only', async () => {
    const buyer = await person(shop);
    await request(shop, {
      method: 'POST',
      url: '/api/auth/cart/add',
      token: buyer.token,
      payload: { productId: tee, quantity: 1, size: 'S' },
    });
    const placed = await request(shop, {
      method: 'POST',
      url: '/api/auth/orders',
      token: buyer.token,
      key: newKey(),
      payload: body([{ productId: tee, color: 'Red', size: 'S', quantity: 1 }], 'mandalay', {
        billingDetails: {
          ...billing,
          region: 'mandalay',
          city: 'mandalay',
          township: 'Chanmyathazi',
          setAsDefault: true,
        },
        isGuest: false,
      }),
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.body).toBe(JSON.stringify(PlaceOrderReplySchema.encode(placed.json())));
    const order = placed.json<PlaceOrderReply>().order;
    expect(order).toMatchObject({ isGuestOrder: false, guestEmail: null, timeline: [{ by: 'customer' }] });
    const cart = await request(shop, { method: 'GET', url: '/api/auth/cart', token: buyer.token });
    expect(cart.json<Cart>().cart).toEqual([]);
    const addresses = await request(shop, { method: 'GET', url: '/api/auth/addresses', token: buyer.token });
    // The whole address comes back at the next checkout, its zone included.
    expect(addresses.json()).toMatchObject({
      addresses: [
        {
          region: 'mandalay',
          city: 'mandalay',
          township: 'Chanmyathazi',
          zoneId: order.delivery.zoneId,
          fullAddress: 'No. 12, Baho Road',
        },
      ],
    });
    expect(order.delivery).toMatchObject({ townshipMy: 'ချမ်းမြသာစည်', estimateEn: '2–4 days', estimateMy: '၂–၄ ရက်' });

    const mine = await request(shop, { method: 'GET', url: '/api/auth/orders', token: buyer.token });
    expect(mine.json<{ orders: Order[] }>().orders.map((o) => o.orderId)).toEqual([order.orderId]);
    const one = await request(shop, {
      method: 'GET',
      url: `/api/auth/orders/${order.orderId.toLowerCase()}`,
      token: buyer.token,
    });
    expect(one.json<Order>()).toEqual(order);

    const other = await person(shop, { name: 'Su Su' });
    expect((await request(shop, { method: 'GET', url: '/api/auth/orders', token: other.token })).json()).toEqual({
      orders: [],
    });
    const theirs = await request(shop, { method: 'GET', url: `/api/auth/orders/${order.orderId}`, token: other.token });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Order not found', code: 'NOT_FOUND' });
    // A customer's order is not a guest order: its id alone opens nothing.
    expect((await request(shop, { method: 'GET', url: `/api/auth/guest-orders/${order.orderId}` })).statusCode).toBe(
      404,
    );
    expect((await request(shop, { method: 'GET', url: '/api/auth/orders' })).statusCode).toBe(401);
    expect(
      (await request(shop, { method: 'POST', url: '/api/auth/orders', key: newKey(), payload: body([]) })).statusCode,
    ).toBe(401);
  });

  it("lists a customer's orders newest first", async () => {
    const buyer = await person(shop);
    const ids: string[] = [];
    for (const quantity of [1, 2, 3]) {
      const res = await request(shop, {
        method: 'POST',
        url: '/api/auth/orders',
        token: buyer.token,
        key: newKey(),
        payload: body([{ productId: tee, color: 'Red', size: 'S', quantity }]),
      });
      ids.push(res.json<PlaceOrderReply>().orderId);
    }
    const list = await request(shop, { method: 'GET', url: '/api/auth/orders', token: buyer.token });
    expect(list.json<{ orders: Order[] }>().orders.map((o) => o.orderId)).toEqual(ids.reverse());
  });
});
