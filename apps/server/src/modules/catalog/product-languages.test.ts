import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct } from '@shop/shared/admin';
import type { Cart } from '@shop/shared/cart';
import type { Product, ProductListing, ProductSearch } from '@shop/shared/catalog';
import type { Order, PlaceOrderReply } from '@shop/shared/orders';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { person } from '../../../test/support/people.ts';
import { newKey, request } from '../../../test/support/request.ts';
import { uploadedImages } from '../../../test/support/images.ts';
import { billing } from '../../../test/support/orders.ts';

const MY = { 'accept-language': 'my' };
const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="Generic." /><title>STREETWEAR MM</title></head><body><div id="root"></div></body></html>`;

/** Products in English and Burmese: what each reader is shown, what orders keep, what the admin edits. */
describe('products in two languages', () => {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
  let shop: TestShop;
  let token: string;
  let images: string[];
  let hoodie: string;
  let burmeseOnly: string;
  beforeAll(async () => {
    fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
    shop = await createTestShop({ WEB_DIST: webDist });
    token = (await person(shop, { role: 'admin' })).token;
    images = await uploadedImages(shop, token, 1);
  });
  afterAll(async () => {
    await shop.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const variant = (color: string) => ({ name: color, color, sizes: [{ size: 'M', stock: 5 }], images });
  const post = (products: object[], headers: Record<string, string> = {}) =>
    request(shop, {
      method: 'POST',
      url: '/api/auth/products',
      token,
      headers,
      payload: { batchName: 'Thingyan drop', genders: { unisex: products } },
    });
  const get = async <T>(url: string, headers: Record<string, string> = {}) => {
    const res = await shop.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const productCount = async () =>
    (await shop.database.db.execute<{ n: number }>(sql`select count(*)::int as n from products`)).rows[0]!.n;

  it('takes the Burmese texts beside the English ones (Zawgyi stored as Unicode) and sends both', async () => {
    const res = await post([
      {
        itemName: 'Golden Land Hoodie',
        // Typed on a Zawgyi phone: "ရွှေပြည် ဟူဒီ".
        itemNameMy: 'ေရႊျပည္ ဟူဒီ',
        description: 'Heavy fleece, warm at night.',
        descriptionMy: 'အထူသား၊ ညဘက် နွေးသည်။',
        material: 'Cotton fleece',
        materialMy: 'ချည်သား',
        detailsMy: '<p>အေးအေး လျှော်ပါ<script>alert(1)</script></p>',
        mainCategory: 'Sweater',
        subCategory: 'Hoodies',
        price: 45_000,
        variants: [variant('Black')],
      },
      // Written in Burmese only: its Burmese name is its main name.
      { itemNameMy: 'ပုဆိုး တီရှပ်', mainCategory: 'T-shirt', price: 18_000, variants: [variant('White')] },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    [hoodie, burmeseOnly] = res.json<{ products: [string, string] }>().products;

    const product = await get<Product>(`/api/products/${hoodie}`);
    expect(product).toMatchObject({
      itemName: 'Golden Land Hoodie',
      name: 'Golden Land Hoodie',
      itemNameMy: 'ရွှေပြည် ဟူဒီ',
      descriptionMy: 'အထူသား၊ ညဘက် နွေးသည်။',
      materialMy: 'ချည်သား',
      detailsMy: '<p>အေးအေး လျှော်ပါ</p>',
    });
    const only = await get<Product>(`/api/products/${burmeseOnly}`);
    expect(only).toMatchObject({ itemName: 'ပုဆိုး တီရှပ်', itemNameMy: 'ပုဆိုး တီရှပ်', description: '' });

    const grid = await get<ProductListing>('/api/products');
    // One batch: both were added at the same moment, so their order is not asserted.
    expect(grid.items.map((c) => [c.itemName, c.itemNameMy]).sort()).toEqual([
      ['Golden Land Hoodie', 'ရွှေပြည် ဟူဒီ'],
      ['ပုဆိုး တီရှပ်', 'ပုဆိုး တီရှပ်'],
    ]);
    const found = await get<ProductSearch>(`/api/products/search?q=${encodeURIComponent('Golden')}`);
    expect(found.items.map((p) => p.itemNameMy)).toEqual(['ရွှေပြည် ဟူဒီ']);
  });

  it('refuses a Burmese text over its limit or with a NUL at that field, in the reader’s language; nothing is written', async () => {
    const before = await productCount();
    const long = await post(
      [{ itemName: 'Tee', itemNameMy: 'က'.repeat(201), mainCategory: 'T-shirt', price: 1, variants: [variant('Red')] }],
      MY,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      code: 'VALIDATION',
      field: 'genders.unisex.0.itemNameMy',
      message: 'အက္ခရာ ၂၀၀ လုံးအောက်သာ ရေးပါ',
    });
    const nul = await post([
      { itemName: 'Tee', descriptionMy: 'က\u0000', mainCategory: 'T-shirt', price: 1, variants: [variant('Red')] },
    ]);
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({
      field: 'genders.unisex.0.descriptionMy',
      message: 'Text must not contain the NUL character (U+0000)',
    });
    expect(await productCount()).toBe(before);
  });

  it('fills the link preview’s head in the visitor’s language, falling back to the other', async () => {
    const title = (html: string) => html.match(/<title>([\s\S]*?)<\/title>/)?.[1];
    const description = (html: string) => html.match(/<meta name="description" content="([^"]*)"/)?.[1];
    const burmese = (await shop.app.inject({ method: 'GET', url: `/product/${hoodie}`, headers: MY })).body;
    expect(title(burmese)).toBe('ရွှေပြည် ဟူဒီ | STREETWEAR MM');
    expect(description(burmese)).toBe('၄၅,၀၀၀ ကျပ် · အထူသား၊ ညဘက် နွေးသည်။');
    const english = (await shop.app.inject({ method: 'GET', url: `/product/${hoodie}` })).body;
    expect(title(english)).toBe('Golden Land Hoodie | STREETWEAR MM');
    expect(description(english)).toBe('45,000 MMK · Heavy fleece, warm at night.');
    const only = (await shop.app.inject({ method: 'GET', url: `/product/${burmeseOnly}` })).body;
    expect(title(only)).toBe('ပုဆိုး တီရှပ် | STREETWEAR MM');
  });

  it('keeps both names in the cart and the order’s snapshot, and mails the Burmese one to a Burmese buyer', async () => {
    const buyer = await person(shop, { email: 'ko-ko@example.com' });
    const added = await request(shop, {
      method: 'POST',
      url: '/api/auth/cart/add',
      token: buyer.token,
      payload: { productId: hoodie, color: 'Black', size: 'M', quantity: 1 },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<Cart>().cart[0]).toMatchObject({ itemName: 'Golden Land Hoodie', itemNameMy: 'ရွှေပြည် ဟူဒီ' });

    const placed = await request(shop, {
      method: 'POST',
      url: '/api/auth/guest-orders',
      headers: MY,
      key: newKey(),
      payload: {
        cartItems: [{ productId: hoodie, color: 'Black', size: 'M', quantity: 2 }],
        billingDetails: { ...billing, email: 'ma-ma@example.com' },
        paymentMethod: 'cod',
        isGuest: true,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<PlaceOrderReply>().order;
    expect(order.items[0]).toMatchObject({
      itemName: 'Golden Land Hoodie',
      itemNameMy: 'ရွှေပြည် ဟူဒီ',
      color: 'Black',
      colorMy: 'အနက်ရောင်',
    });
    // The colour in Burmese too (the palette's name, kept on the order line).
    const mail = await shop.mail.waitFor((m) => m.to.includes('ma-ma@example.com'));
    expect(mail.text).toContain('၂ × ရွှေပြည် ဟူဒီ (အနက်ရောင်, M)');
    expect(mail.html).toContain('ရွှေပြည် ဟူဒီ (အနက်ရောင်, M)');

    // A later edit of the catalogue leaves the order as it was.
    const current = await get<AdminProduct>(`/api/admin/products/${hoodie}`, { authorization: `Bearer ${token}` });
    const renamed = await request(shop, {
      method: 'PUT',
      url: `/api/admin/products/${hoodie}`,
      token,
      payload: { ...current, itemNameMy: 'ရွှေမြေ ဟူဒီ' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const again = await request(shop, { method: 'GET', url: `/api/admin/orders/${order.orderId}`, token });
    expect(again.json<Order>().items[0]!.itemNameMy).toBe('ရွှေပြည် ဟူဒီ');
  });

  it('edits the Burmese texts; a product needs a name in one language at least', async () => {
    const current = await get<AdminProduct>(`/api/admin/products/${burmeseOnly}`, {
      authorization: `Bearer ${token}`,
    });
    const put = (payload: object) =>
      request(shop, { method: 'PUT', url: `/api/admin/products/${burmeseOnly}`, token, payload });
    const nameless = await put({ ...current, itemName: '', itemNameMy: '' });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json()).toMatchObject({ field: 'itemName', message: 'Please fill in all required fields' });

    const saved = await put({
      ...current,
      itemName: '',
      itemNameMy: 'ပုဆိုးကွက် တီရှပ်',
      descriptionMy: 'ပေါ့ပါးသည်။',
      detailsMy: '<p>ချည်သား <img src=x onerror="alert(1)"></p>',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<AdminProduct>()).toMatchObject({
      itemName: 'ပုဆိုးကွက် တီရှပ်',
      itemNameMy: 'ပုဆိုးကွက် တီရှပ်',
      descriptionMy: 'ပေါ့ပါးသည်။',
      detailsMy: '<p>ချည်သား </p>',
    });
    const named = await put({ ...saved.json<AdminProduct>(), itemName: 'Checked Tee' });
    expect(named.json<AdminProduct>()).toMatchObject({ itemName: 'Checked Tee', itemNameMy: 'ပုဆိုးကွက် တီရှပ်' });

    const audit = await request(shop, {
      method: 'GET',
      url: `/api/admin/audit?entityType=product&entityId=${burmeseOnly}`,
      token,
    });
    expect(audit.body).toContain('itemNameMy');
    expect(audit.body).toContain('descriptionMy');
  });
});
