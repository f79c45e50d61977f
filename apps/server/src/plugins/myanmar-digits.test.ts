import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@shop/shared/cart';
import type { PlaceOrderReply } from '@shop/shared/orders';
import { createTestShop, type TestShop } from '../../test/support/shop.ts';
import { person } from '../../test/support/people.ts';
import { newKey, request } from '../../test/support/request.ts';
import { addProducts } from '../../test/support/catalog.ts';
import { billing } from '../../test/support/orders.ts';
import { uploadedImages } from '../../test/support/images.ts';

/** Numbers typed with a Myanmar keyboard are the same numbers, stored in Latin digits. */
describe('Myanmar digits wherever a number is sent', () => {
  let shop: TestShop;
  let productId: string;
  beforeAll(async () => {
    shop = await createTestShop();
    [productId] = (await addProducts(shop.database.db, [
      { itemName: 'Tee', price: 20_000, variants: [{ color: 'Black', sizes: { M: 9 } }] },
    ])) as [string];
  });
  afterAll(() => shop.close());

  it('takes a cart quantity and an order quantity in Myanmar digits', async () => {
    const buyer = await person(shop);
    const added = await request(shop, {
      method: 'POST',
      url: '/api/auth/cart/add',
      token: buyer.token,
      payload: { productId, color: 'Black', size: 'M', quantity: '၃' },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<Cart>().cart[0]?.quantity).toBe(3);
    const placed = await request(shop, {
      method: 'POST',
      url: '/api/auth/guest-orders',
      key: newKey(),
      payload: {
        cartItems: [{ productId, color: 'Black', size: 'M', quantity: '၂' }],
        billingDetails: { ...billing, phone: '၀၉ ၄၅၀၀ ၁၂၃၄၅' },
        paymentMethod: 'cod',
        isGuest: true,
      },
    });
    const { order } = placed.json<PlaceOrderReply>();
    expect(order.items[0]?.quantity).toBe(2);
    expect(order.shippingAddress.phone).toBe('09450012345');
  });

  it('takes an admin’s price and stock in Myanmar digits', async () => {
    const { token } = await person(shop, { role: 'admin' });
    const images = await uploadedImages(shop, token, 1);
    const res = await request(shop, {
      method: 'POST',
      url: '/api/auth/products',
      token,
      payload: {
        batchName: 'Digits',
        genders: {
          male: [
            {
              itemName: 'Digits Tee',
              mainCategory: 'T-shirt',
              subCategory: 'Tee',
              price: '၂၅၀၀၀',
              variants: [{ name: 'Black', color: 'Black', sizes: [{ size: 'M', stock: '၁၂' }], images }],
            },
          ],
        },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { rows } = await shop.database.db.execute<{ price: number; stock: number }>(
      sql`select p.price, s.stock from products p join product_variants v on v.product_id = p.id
        join variant_stock s on s.variant_id = v.id where p.item_name = 'Digits Tee'`,
    );
    expect(rows).toEqual([{ price: 25_000, stock: 12 }]);
  });
});
