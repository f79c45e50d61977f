import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@shop/shared/catalog';
import type { Order } from '@shop/shared/orders';
import { createTestShop, type TestShop } from '../../../../test/support/shop.ts';
import { person } from '../../../../test/support/people.ts';
import { request } from '../../../../test/support/request.ts';
import { addProducts, paletteColour, variantOf } from '../../../../test/support/catalog.ts';
import { placeOrder } from '../../../../test/support/orders.ts';
import { storedFiles, uploadedImages } from '../../../../test/support/images.ts';

describe('admin edit and delete of a product', () => {
  let shop: TestShop;
  let token: string;
  let images: string[];
  beforeAll(async () => {
    shop = await createTestShop();
    token = (await person(shop, { role: 'admin' })).token;
    images = await uploadedImages(shop, token, 4);
  });
  afterAll(() => shop.close());

  const productOf = (id: string) => request(shop, { method: 'GET', url: `/api/products/${id}` });
  const put = (id: string, payload: object) =>
    request(shop, { method: 'PUT', url: `/api/admin/products/${id}`, payload, token });
  const editable = (p: Product) => ({
    itemName: p.itemName,
    price: p.price,
    mainCategory: p.mainCategory,
    gender: p.gender,
    subCategory: p.subCategory,
    details: p.details,
    variants: p.variants,
  });

  it('checks the spec messages of the edit form', async () => {
    const [id] = await addProducts(shop.database.db, [
      { itemName: 'Edit Me', variants: [{ color: 'Black', images: [images[0]!] }] },
    ]);
    const base = editable((await productOf(id!)).json<Product>());
    const cases: [object, string, string][] = [
      [{ ...base, itemName: ' ' }, 'Please fill in all required fields', 'itemName'],
      [{ ...base, price: undefined }, 'Please fill in all required fields', 'price'],
      [{ ...base, mainCategory: '' }, 'Please fill in all required fields', 'mainCategory'],
      [{ ...base, gender: '' }, 'Please fill in all required fields', 'gender'],
      [{ ...base, variants: [] }, 'Please add at least one variant', 'variants'],
      [
        { ...base, variants: [base.variants[0], { ...base.variants[0], _id: undefined, color: ' ' }] },
        'Variant 2: Color is required',
        'variants.1.color',
      ],
      [
        { ...base, variants: [{ ...base.variants[0], images: [] }] },
        'Variant 1: At least one image is required',
        'variants.0.images',
      ],
    ];
    for (const [payload, message, field] of cases) {
      const res = await put(id!, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ message, code: 'VALIDATION', field });
    }
    expect((await put('00000000-0000-4000-8000-000000000000', base)).json()).toMatchObject({
      message: 'Product not found',
    });
    expect((await put('nope', base)).statusCode).toBe(404);
  });

  it('edits fields and variants; the storefront shows it at once (new ETag); carts keep kept colours', async () => {
    const [id] = await addProducts(shop.database.db, [
      {
        itemName: 'Old Name',
        price: 20_000,
        variants: [
          { color: 'Black', images: [images[0]!], sizes: { M: 5 } },
          { color: 'Red', images: [images[1]!], sizes: { L: 2 } },
        ],
      },
    ]);
    const first = await productOf(id!);
    const etag = first.headers.etag as string;
    const product = first.json<Product>();
    const buyer = await person(shop);
    const added = await request(shop, {
      method: 'POST',
      url: '/api/auth/cart/add',
      token: buyer.token,
      payload: { productId: id, color: 'Black', size: 'M', quantity: 1 },
    });
    expect(added.statusCode).toBe(200);
    const blackId = await variantOf(shop, id!, 'Black');
    // Colours come from the palette (decision 043): the owner adds these two first.
    await paletteColour(shop.database.db, 'Sky Blue');
    await paletteColour(shop.database.db, 'Charcoal');

    const res = await put(id!, {
      ...editable(product),
      itemName: 'New Name',
      price: 30_000,
      details: '<p>Heavy <img src=x onerror="alert(1)"> cotton</p>',
      variants: [
        { name: 'Sky', description: '', color: 'sky blue', sizes: { XS: 1, XXL: 3 }, images: [images[2], images[3]] },
        { ...product.variants[0], color: 'Charcoal', sizes: [{ size: 'M', stock: 9 }], images: [images[3], images[0]] },
      ],
    });
    expect(res.statusCode).toBe(200);
    const again = await request(shop, {
      method: 'GET',
      url: `/api/products/${id}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(200);
    expect(again.headers.etag).not.toBe(etag);
    const now = again.json<Product>();
    expect(now).toMatchObject({ itemName: 'New Name', price: 30_000, totalVariants: 2, totalStock: 13 });
    expect(now.details).toBe('<p>Heavy  cotton</p>');
    expect(now.variants.map((v) => [v.color, v.images, v.sizes.map((s) => `${s.size}:${s.stock}`)])).toEqual([
      ['Sky Blue', [images[2], images[3]], ['XS:1', 'XXL:3']],
      ['Charcoal', [images[3], images[0]], ['M:9']],
    ]);
    expect(now.variants[1]!._id).toBe(blackId);
    const cart = await request(shop, { method: 'GET', url: '/api/auth/cart', token: buyer.token });
    expect(JSON.stringify(cart.json())).toContain('Charcoal');
    // Red's only image is used by nothing now: its files are gone; the others stay.
    const name = (url: string) =>
      url
        .split('/')
        .pop()!
        .replace(/-\d+\.webp$/, '');
    const files = storedFiles(shop).join(' ');
    expect(files).not.toContain(name(images[1]!));
    for (const kept of [images[0]!, images[2]!, images[3]!]) expect(files).toContain(name(kept));
  });

  it('swaps two colours between variants without tripping the one-colour-per-product rule', async () => {
    const [id] = await addProducts(shop.database.db, [
      {
        itemName: 'Swap',
        variants: [
          { color: 'Black', images: [images[0]!] },
          { color: 'White', images: [images[0]!] },
        ],
      },
    ]);
    const p = (await productOf(id!)).json<Product>();
    const res = await put(id!, {
      ...editable(p),
      variants: [
        { ...p.variants[0], color: 'White' },
        { ...p.variants[1], color: 'Black' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Product>().variants.map((v) => v.color)).toEqual(['White', 'Black']);
    const dup = await put(id!, { ...editable(p), variants: [p.variants[0], { ...p.variants[1], color: 'black' }] });
    expect(dup.json()).toMatchObject({
      field: 'variants.1.color',
      message: 'Variant 2: This color is already used by another variant',
    });
  });

  it('deletes a product: gone from the shop, orders keep their snapshot, images in orders stay', async () => {
    // Fresh images: one goes into the order's snapshot, the other only into the product.
    const [ordered, unordered] = await uploadedImages(shop, token, 2);
    const [id, other] = await addProducts(shop.database.db, [
      { itemName: 'Doomed Tee', price: 15_000, variants: [{ color: 'Green', images: [ordered!], sizes: { M: 5 } }] },
      { itemName: 'Other Tee', variants: [{ color: 'Green', images: [unordered!] }] },
    ]);
    const orderId = await placeOrder(shop, [{ productId: id!, color: 'Green', size: 'M', quantity: 2 }]);
    const before = (await request(shop, { method: 'GET', url: `/api/auth/guest-orders/${orderId}` })).json<Order>();
    const buyer = await person(shop);
    const liked = await request(shop, {
      method: 'POST',
      url: '/api/favorites/toggle',
      token: buyer.token,
      payload: { productId: id },
    });
    expect(liked.json()).toMatchObject({ isFavorited: true });

    const res = await request(shop, { method: 'DELETE', url: `/api/admin/products/${id}`, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Product deleted successfully' });
    expect((await productOf(id!)).statusCode).toBe(404);
    expect((await request(shop, { method: 'DELETE', url: `/api/admin/products/${id}`, token })).statusCode).toBe(404);
    const after = (await request(shop, { method: 'GET', url: `/api/auth/guest-orders/${orderId}` })).json<Order>();
    expect(after.items).toEqual(before.items);
    const favourites = await shop.database.db.execute(sql`select 1 from favorites where product_id = ${id}`);
    expect(favourites.rows).toEqual([]);
    const base = (url: string) =>
      url
        .split('/')
        .pop()!
        .replace(/-\d+\.webp$/, '');
    expect(storedFiles(shop).join(' ')).toContain(base(ordered!));
    // The other product's image is in no order: deleting that product removes its files.
    expect((await request(shop, { method: 'DELETE', url: `/api/admin/products/${other}`, token })).statusCode).toBe(
      200,
    );
    expect(storedFiles(shop).join(' ')).not.toContain(base(unordered!));
  });
});
