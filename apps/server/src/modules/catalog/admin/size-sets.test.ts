import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboard, AdminOrder } from '@shop/shared/admin';
import type { Cart } from '@shop/shared/cart';
import type { Product } from '@shop/shared/catalog';
import { NUL_REFUSED } from '@shop/shared/text';
import { createTestShop, type TestShop } from '../../../../test/support/shop.ts';
import { person } from '../../../../test/support/people.ts';
import { request } from '../../../../test/support/request.ts';
import { uploadedImages } from '../../../../test/support/images.ts';
import { stockOf } from '../../../../test/support/catalog.ts';
import { placeOrder, soldOf } from '../../../../test/support/orders.ts';

const MY = { 'accept-language': 'my' };

/** Size sets (decision 044): each product sells its set's sizes, and only those. */
describe('size sets', () => {
  let shop: TestShop;
  let admin: string;
  let images: string[];
  beforeAll(async () => {
    shop = await createTestShop();
    admin = (await person(shop, { role: 'admin' })).token;
    images = await uploadedImages(shop, admin, 1);
  });
  afterAll(() => shop.close());

  const product = (name: string, set: object, sizes: object) => ({
    itemName: name,
    mainCategory: 'Shoe',
    price: 90_000,
    ...set,
    variants: [{ name, color: 'White', sizes, images }],
  });
  const create = (...products: object[]) =>
    request(shop, {
      method: 'POST',
      url: '/api/auth/products',
      payload: { batchName: 'Sets', genders: { unisex: products } },
      token: admin,
    });
  const created = async (...products: object[]) => {
    const res = await create(...products);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ products: string[] }>().products;
  };
  const read = async (id: string) =>
    (await request(shop, { method: 'GET', url: `/api/products/${id}` })).json<Product>();
  const edit = (id: string, payload: object, headers: Record<string, string> = {}) =>
    request(shop, { method: 'PUT', url: `/api/admin/products/${id}`, payload, token: admin, headers });
  const asEdit = (p: Product, changes: object) => ({
    itemName: p.itemName,
    price: p.price,
    mainCategory: p.mainCategory,
    gender: p.gender,
    variants: p.variants.map((v) => ({ _id: v._id, name: v.name, color: v.color, images: v.images, sizes: v.sizes })),
    ...changes,
  });

  it('creates a product in each set; sizes come back in the set’s order', async () => {
    const [shoe, cap, socks, tee] = await created(
      product('Court Sneaker', { sizeSet: 'shoes' }, [
        { size: 'EU 44', stock: 2 },
        { size: 'EU 38', stock: 5 },
        { size: 'EU 42', stock: 3 },
      ]),
      product('Dad Cap', { sizeSet: 'one-size' }, { 'Free size': 7 }),
      product(
        'Stripe Socks',
        { sizeSet: 'custom', customSizes: [' 35–38 ', '39–42', '43–46'] },
        { '43–46': 1, '35–38': 4 },
      ),
      // A client that names no set sells clothing, as before sets.
      product('Plain Tee', {}, { XL: 1, S: 2 }),
    );
    const sizes = (p: Product) => p.variants[0]!.sizes;
    const shoeProduct = await read(shoe!);
    expect([shoeProduct.sizeSet, shoeProduct.customSizes]).toEqual(['shoes', []]);
    expect(sizes(shoeProduct)).toEqual([
      { size: 'EU 38', stock: 5 },
      { size: 'EU 42', stock: 3 },
      { size: 'EU 44', stock: 2 },
    ]);
    expect(await read(cap!)).toMatchObject({ sizeSet: 'one-size', customSizes: [], totalStock: 7 });
    const socksProduct = await read(socks!);
    expect([socksProduct.sizeSet, socksProduct.customSizes]).toEqual(['custom', ['35–38', '39–42', '43–46']]);
    expect(sizes(socksProduct).map((s) => s.size)).toEqual(['35–38', '43–46']);
    const teeProduct = await read(tee!);
    expect([teeProduct.sizeSet, sizes(teeProduct).map((s) => s.size)]).toEqual(['clothing', ['S', 'XL']]);
  });

  it('refuses a size not of the product’s set, and a bad custom list, saying so in both languages', async () => {
    const wrong = await create(product('Runner', { sizeSet: 'shoes' }, { M: 3 }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: 'That size is not one of this product’s sizes',
      field: 'genders.unisex.0.variants.0.sizes',
    });
    const inBurmese = await request(shop, {
      method: 'POST',
      url: '/api/auth/products',
      payload: { batchName: 'Sets', genders: { unisex: [product('Tee', {}, { 'EU 42': 1 })] } },
      token: admin,
      headers: MY,
    });
    expect(inBurmese.json<{ message: string }>().message).toBe('ထိုဆိုဒ်သည် ဤပစ္စည်း၏ ဆိုဒ်များထဲတွင် မပါပါ');
    const custom = (customSizes: unknown) => create(product('Socks', { sizeSet: 'custom', customSizes }, { A: 1 }));
    for (const [customSizes, message] of [
      [[], 'Write 1 to 20 sizes for your own size list'],
      [Array.from({ length: 21 }, (_, i) => `S${i}`), 'Write 1 to 20 sizes for your own size list'],
      [['A', 'a'], 'Each size may appear only once in the list'],
      [['A', 'thirteen char'], 'Each size is 1 to 12 characters long'],
      [['A', ' '], 'Each size is 1 to 12 characters long'],
      [['A', 'B\u0000'], NUL_REFUSED],
    ] as const) {
      const res = await custom(customSizes);
      expect(res.statusCode, JSON.stringify(customSizes)).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
    expect((await create(product('Odd', { sizeSet: 'tiny' }, { M: 1 }))).json()).toMatchObject({
      message: 'Please choose a size set',
    });
  });

  it('edits a product into another set, and keeps the set when a client names none', async () => {
    const [id] = await created(product('Slides', {}, { M: 4 }));
    const before = await read(id!);
    // Clothing sizes on a product moved to shoes are refused, and nothing changes.
    const refused = await edit(id!, asEdit(before, { sizeSet: 'shoes' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'That size is not one of this product’s sizes' });
    expect((await read(id!)).sizeSet).toBe('clothing');

    const moved = await edit(id!, {
      ...asEdit(before, { sizeSet: 'shoes' }),
      variants: [
        {
          ...asEdit(before, {}).variants[0],
          sizes: [
            { size: 'EU 41', stock: 2 },
            { size: 'EU 36', stock: 6 },
          ],
        },
      ],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const shoes = await read(id!);
    expect(shoes.sizeSet).toBe('shoes');
    expect(shoes.variants[0]!.sizes).toEqual([
      { size: 'EU 36', stock: 6 },
      { size: 'EU 41', stock: 2 },
    ]);
    // The spec's edit names no set: the product's own set checks the sizes.
    const noSet = asEdit(shoes, {});
    expect((await edit(id!, noSet)).statusCode).toBe(200);
    expect((await read(id!)).sizeSet).toBe('shoes');
    const clothingSize = await edit(id!, {
      ...noSet,
      variants: [{ ...noSet.variants[0], sizes: [{ size: 'L', stock: 1 }] }],
    });
    expect(clothingSize.json()).toMatchObject({
      message: 'That size is not one of this product’s sizes',
      field: 'variants.0.sizes',
    });
    // Into the owner's own list, which is stored with the product.
    const custom = await edit(id!, {
      ...asEdit(await read(id!), { sizeSet: 'custom', customSizes: ['36–37', '38–39'] }),
      variants: [{ ...noSet.variants[0], sizes: { '38–39': 3 } }],
    });
    expect(custom.statusCode, custom.body).toBe(200);
    expect(await read(id!)).toMatchObject({ sizeSet: 'custom', customSizes: ['36–37', '38–39'], totalStock: 3 });
  });

  it('carts, orders, lists low stock and exports an EU size; a size not of the set is refused', async () => {
    const [shoe] = await created(product('Pagoda Runner', { sizeSet: 'shoes' }, { 'EU 42': 3, 'EU 43': 0 }));
    const shopper = await person(shop);
    const add = (size: string, headers: Record<string, string> = {}) =>
      request(shop, {
        method: 'POST',
        url: '/api/auth/cart/add',
        payload: { productId: shoe, size, quantity: 1 },
        token: shopper.token,
        headers,
      });
    const added = await add('EU 42');
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<Cart>().cart.map((l) => [l.size, l.quantity, l.stock])).toEqual([['EU 42', 1, 3]]);
    // Not of the set at all, and of the set but not stocked in this colour: two different answers.
    const notInSet = await add('M');
    expect([notInSet.statusCode, notInSet.json<{ message: string }>().message]).toEqual([
      400,
      'That size is not one of this product’s sizes',
    ]);
    expect((await add('M', MY)).json<{ message: string }>().message).toBe('ထိုဆိုဒ်သည် ဤပစ္စည်း၏ ဆိုဒ်များထဲတွင် မပါပါ');
    const notStocked = await add('EU 39');
    expect([notStocked.statusCode, notStocked.json<{ message: string }>().message]).toEqual([
      404,
      'This size is not available in this colour',
    ]);

    const orderId = await placeOrder(shop, [{ productId: shoe!, color: 'White', size: 'EU 42', quantity: 2 }]);
    expect(await stockOf(shop, shoe!, 'White', 'EU 42')).toBe(1);
    expect(await soldOf(shop, shoe!, 'EU 42')).toBe(2);
    const order = (
      await request(shop, { method: 'GET', url: `/api/admin/orders/${orderId}`, token: admin })
    ).json<AdminOrder>();
    expect(order.items.map((i) => [i.itemName, i.size, i.quantity])).toEqual([['Pagoda Runner', 'EU 42', 2]]);

    const board = (
      await request(shop, { method: 'GET', url: '/api/admin/dashboard', token: admin })
    ).json<AdminDashboard>();
    const runner = board.lowStock.items.filter((i) => i.productId === shoe).map((i) => [i.size, i.stock]);
    expect(runner).toEqual([
      ['EU 43', 0],
      ['EU 42', 1],
    ]);

    const csv = await request(shop, { method: 'GET', url: '/api/admin/orders/export.csv', token: admin });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Pagoda Runner (White, EU 42) x 2');
  });
});
