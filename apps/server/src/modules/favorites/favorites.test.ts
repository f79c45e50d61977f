import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants, variantImages } from '../../db/schema/index.ts';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { person } from '../../../test/support/people.ts';
import { request } from '../../../test/support/request.ts';

describe('favourites', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop();
  });
  afterAll(() => shop.close());

  /** A product with two colours; the wishlist shows the first colour's first image. */
  async function addProduct(itemName: string, price: number, withImage = true): Promise<string> {
    const db = shop.database.db;
    const [product] = await db
      .insert(products)
      .values({ itemName, price, mainCategory: 'T-shirt', gender: 'unisex' })
      .returning({ id: products.id });
    const [second, first] = await db
      .insert(productVariants)
      .values([
        { productId: product!.id, position: 1, color: 'White', colorKey: 'white' },
        { productId: product!.id, position: 0, color: 'Black', colorKey: 'black' },
      ])
      .returning({ id: productVariants.id });
    if (withImage)
      await db.insert(variantImages).values([
        { variantId: second!.id, position: 0, url: '/uploads/white-0.webp' },
        { variantId: first!.id, position: 1, url: '/uploads/black-1.webp' },
        { variantId: first!.id, position: 0, url: '/uploads/black-0.webp' },
      ]);
    return product!.id;
  }

  const toggle = (token: string, payload: Record<string, unknown>) =>
    request(shop, { method: 'POST', url: '/api/favorites/toggle', token, payload });
  const list = (token: string) => request(shop, { method: 'GET', url: '/api/favorites', token });
  const check = (token: string, id: string) =>
    request(shop, { method: 'GET', url: `/api/favorites/check/${id}`, token });

  it('needs a login, with the spec message', async () => {
    const id = await addProduct('Guest Tee', 20_000);
    for (const res of [
      await request(shop, { method: 'GET', url: '/api/favorites' }),
      await request(shop, { method: 'POST', url: '/api/favorites/toggle', payload: { productId: id } }),
      await request(shop, { method: 'GET', url: `/api/favorites/check/${id}`, token: 'expired.or.bad' }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Please login to view your favorites', code: 'UNAUTHORIZED' });
    }
  });

  it('toggles on and off, and fills name, price and image from the catalogue, not the client', async () => {
    const user = await person(shop);
    const id = await addProduct('Oversized Tee', 25_000);
    const added = await toggle(user.token, {
      productId: id,
      productName: 'FREE STUFF',
      productPrice: 1,
      productImage: 'https://evil.example/x.png',
      selectedColor: 'Black',
      selectedSize: 'M',
    });
    expect(added.json()).toEqual({ isFavorited: true, message: 'Added to favorites' });
    expect((await check(user.token, id)).json()).toEqual({ isFavorited: true });
    expect((await list(user.token)).json()).toEqual({
      favorites: [
        {
          productId: id,
          productName: 'Oversized Tee',
          productNameMy: '',
          productImage: '/uploads/black-0.webp',
          productPrice: 25_000,
          selectedColor: 'Black',
          selectedSize: 'M',
          createdAt: expect.any(String),
        },
      ],
    });
    await shop.database.db.update(products).set({ price: 30_000 }).where(eq(products.id, id));
    expect((await list(user.token)).json().favorites[0].productPrice).toBe(30_000);

    const removed = await toggle(user.token, { productId: id });
    expect(removed.json()).toEqual({ isFavorited: false, message: 'Removed from favorites' });
    expect((await check(user.token, id)).json()).toEqual({ isFavorited: false });
    expect((await list(user.token)).json()).toEqual({ favorites: [] });
  });

  it('answers 404 for unknown and malformed products', async () => {
    const user = await person(shop);
    for (const productId of [randomUUID(), 'not-an-id', '']) {
      const res = await toggle(user.token, { productId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Product not found', code: 'NOT_FOUND' });
    }
    expect((await check(user.token, 'not-an-id')).json()).toEqual({ isFavorited: false });
    const del = await request(shop, { method: 'DELETE', url: '/api/favorites/not-an-id', token: user.token });
    expect(del.statusCode).toBe(404);
  });

  it('removes by DELETE, shows a product without images with a null image, and drops deleted products', async () => {
    const user = await person(shop);
    const plain = await addProduct('Plain Cap', 8_000, false);
    const gone = await addProduct('Old Hoodie', 45_000);
    await toggle(user.token, { productId: plain });
    await toggle(user.token, { productId: gone });
    const names = (await list(user.token)).json().favorites.map((f: { productName: string }) => f.productName);
    expect(names).toEqual(['Old Hoodie', 'Plain Cap']);
    expect((await list(user.token)).json().favorites[1].productImage).toBeNull();

    await shop.database.db.delete(products).where(eq(products.id, gone));
    expect((await list(user.token)).json().favorites).toHaveLength(1);

    const del = await request(shop, { method: 'DELETE', url: `/api/favorites/${plain}`, token: user.token });
    expect(del.json()).toEqual({ message: 'Removed from favorites' });
    expect((await list(user.token)).json()).toEqual({ favorites: [] });
  });

  it("never shows or changes another customer's wishlist", async () => {
    const alice = await person(shop);
    const bob = await person(shop);
    const id = await addProduct('Shared Tee', 20_000);
    await toggle(alice.token, { productId: id });
    expect((await list(bob.token)).json()).toEqual({ favorites: [] });
    expect((await check(bob.token, id)).json()).toEqual({ isFavorited: false });
    await request(shop, { method: 'DELETE', url: `/api/favorites/${id}`, token: bob.token });
    expect((await toggle(bob.token, { productId: id })).json().isFavorited).toBe(true);
    expect((await check(alice.token, id)).json()).toEqual({ isFavorited: true });
    expect((await list(alice.token)).json().favorites).toHaveLength(1);
  });
});
