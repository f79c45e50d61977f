import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProductList } from '@shop/shared/admin';
import type { ProductSearch } from '@shop/shared/catalog';
import type { PlaceOrderReply } from '@shop/shared/orders';
import { createTestShop, type TestShop } from '../../test/support/shop.ts';
import { person } from '../../test/support/people.ts';
import { newKey, request } from '../../test/support/request.ts';
import { addProducts } from '../../test/support/catalog.ts';
import { billing } from '../../test/support/orders.ts';
import { uploadedImages } from '../../test/support/images.ts';

/** What a Zawgyi phone sends, and the same words typed with a Unicode keyboard. */
const Z = { name: 'ေအာင္ေက်ာ္ဦး', township: 'ဗဟန္းၿမိဳ႕နယ္', address: 'အမွတ္ ၁၂၊ ဗိုလ္ခ်ဳပ္လမ္း၊ ရန္ကုန္' };
const U = { name: 'အောင်ကျော်ဦး', township: 'ဗဟန်းမြို့နယ်', address: 'အမှတ် ၁၂၊ ဗိုလ်ချုပ်လမ်း၊ ရန်ကုန်' };

describe('Zawgyi text sent to the shop is stored and searched as Unicode', () => {
  let shop: TestShop;
  let token: string;
  beforeAll(async () => {
    shop = await createTestShop();
    token = (await person(shop, { role: 'admin' })).token;
    await addProducts(shop.database.db, [
      { itemName: 'Golden Land Hoodie ရွှေပြည်', price: 45_000, variants: [{ color: 'Black', sizes: { M: 5 } }] },
      { itemName: 'Shwedagon Sunset Tee ရွှေတိဂုံ', variants: [{ color: 'White', sizes: { S: 5 } }] },
      { itemName: 'Inle Cap', variants: [{ color: 'Gray' }] },
    ]);
  });
  afterAll(() => shop.close());

  const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    (await shop.database.db.execute<T>(query)).rows[0]!;

  it('stores a contact message typed in Zawgyi as the Unicode of the same words', async () => {
    const res = await request(shop, {
      method: 'POST',
      url: '/api/contact',
      payload: { name: Z.name, email: 'aung@example.com', subject: Z.township, message: Z.address },
    });
    expect(res.statusCode).toBe(201);
    const row = await one<{ name: string; subject: string; message: string }>(
      sql`select name, subject, message from contact_messages order by created_at desc limit 1`,
    );
    expect(row).toEqual({ name: U.name, subject: U.township, message: U.address });
  });

  it('converts a text whose spaces take it past its field, as the field keeps it trimmed', async () => {
    const res = await request(shop, {
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: Z.name,
        email: 'aung@example.com',
        subject: `${Z.township}${' '.repeat(300)}`,
        message: Z.address,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const row = await one<{ subject: string }>(
      sql`select subject from contact_messages order by created_at desc limit 1`,
    );
    expect(row.subject).toBe(U.township);
  });

  it('stores a guest order placed from a Zawgyi phone in Unicode; Unicode input stays byte-identical', async () => {
    const product = await one<{ id: string }>(sql`select id from products where item_name like 'Golden Land%'`);
    const order = (details: object) =>
      request(shop, {
        method: 'POST',
        url: '/api/auth/guest-orders',
        key: newKey(),
        payload: {
          cartItems: [{ productId: product.id, color: 'Black', size: 'M', quantity: 1 }],
          billingDetails: { ...billing, ...details },
          paymentMethod: 'cod',
          isGuest: true,
        },
      });
    const zawgyi = await order({ name: Z.name, township: Z.township, fullAddress: Z.address, orderNotes: Z.name });
    expect(zawgyi.statusCode).toBe(201);
    const unicode = await order({ name: U.name, township: U.township, fullAddress: U.address, orderNotes: U.name });
    const a = zawgyi.json<PlaceOrderReply>().order.shippingAddress;
    const b = unicode.json<PlaceOrderReply>().order.shippingAddress;
    expect(a).toEqual(b);
    expect(Buffer.from(b.fullAddress)).toEqual(Buffer.from(U.address));
    // The converted township is recognised as the Bahan delivery zone and stored by its name (Zawgyi would not be).
    expect(a).toMatchObject({ name: U.name, township: 'Bahan', fullAddress: U.address, deliveryNotes: U.name });
  });

  it('home search finds Burmese names by Unicode or Zawgyi, and English ignoring case', async () => {
    const search = async (q: string) =>
      (await request(shop, { method: 'GET', url: `/api/products/search?q=${encodeURIComponent(q)}` }))
        .json<ProductSearch>()
        .items.map((i) => i.itemName);
    expect(await search('ရွှေပြည်')).toEqual(['Golden Land Hoodie ရွှေပြည်']);
    expect(await search('ေရႊျပည္')).toEqual(['Golden Land Hoodie ရွှေပြည်']);
    expect((await search('ရွှေ')).sort()).toEqual(['Golden Land Hoodie ရွှေပြည်', 'Shwedagon Sunset Tee ရွှေတိဂုံ']);
    expect(await search('gOLDEN lAND')).toEqual(['Golden Land Hoodie ရွှေပြည်']);
  });

  it('admin product search finds Burmese by Unicode or Zawgyi, English ignoring case', async () => {
    const search = async (q: string) =>
      (await request(shop, { method: 'GET', url: `/api/admin/products?search=${encodeURIComponent(q)}`, token }))
        .json<AdminProductList>()
        .products.map((p) => p.itemName);
    expect(await search('ရွှေတိဂုံ')).toEqual(['Shwedagon Sunset Tee ရွှေတိဂုံ']);
    expect(await search('ေရႊတိဂုံ')).toEqual(['Shwedagon Sunset Tee ရွှေတိဂုံ']);
    expect(await search('INLE')).toEqual(['Inle Cap']);
  });

  it('stores a product name and description typed in Zawgyi by the admin as Unicode', async () => {
    const images = await uploadedImages(shop, token, 1);
    const res = await request(shop, {
      method: 'POST',
      url: '/api/auth/products',
      token,
      payload: {
        batchName: 'Zawgyi drop',
        genders: {
          male: [
            {
              itemName: 'Mandalay Tee မႏၲေလး',
              mainCategory: 'T-shirt',
              subCategory: 'Tee',
              price: 25_000,
              details: '<p>ေရႊျပည္</p>',
              variants: [
                { name: 'Black', description: 'ေရႊျပည္', color: 'Black', sizes: [{ size: 'M', stock: 1 }], images },
              ],
            },
          ],
        },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const row = await one<{ name: string; details: string }>(
      sql`select item_name as name, details from products where item_name like 'Mandalay Tee%'`,
    );
    expect(row).toEqual({ name: 'Mandalay Tee မန္တလေး', details: '<p>ရွှေပြည်</p>' });
  });
});
