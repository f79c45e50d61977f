import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Product } from '@shop/shared/catalog';
import type { DeliveryZones } from '@shop/shared/delivery';
import type { PlaceOrderReply } from '@shop/shared/orders';
import { addProducts } from '../../../test/support/catalog.ts';
import { billing } from '../../../test/support/orders.ts';
import { person } from '../../../test/support/people.ts';
import { newKey, request } from '../../../test/support/request.ts';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';

/**
 * Two instances of the shop on one database (docs/decisions/036): what one of them keeps in
 * memory moves on when the other sells (an order's catalogue bump is notified by the shop after
 * the order has committed, with the other bumps of that moment) or when the owner changes the
 * delivery zones (the read-mostly tables notify on commit); the instance that made the change
 * sees it at once.
 */
describe('two instances on one database', () => {
  let here: TestShop;
  let there: TestShop;
  let tee: string;
  let boss: Awaited<ReturnType<typeof person>>;
  beforeAll(async () => {
    here = await createTestShop();
    there = await createTestShop({}, { databaseUrl: here.databaseUrl, jwtSecret: here.config.jwtSecret! });
    boss = await person(here, { role: 'admin' });
    // Both instances listening (catalogue version and read-mostly tables): without it each would
    // read the database per request and see every change anyway.
    await vi.waitFor(
      async () => {
        const { rows } = await here.database.db.execute<{ n: number }>(
          sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and application_name in ('listen:catalog_version', 'listen:read_mostly')`,
        );
        expect(rows[0]!.n).toBe(4);
      },
      { timeout: 10_000 },
    );
    [tee] = (await addProducts(here.database.db, [
      { itemName: 'Shared Tee', price: 20_000, variants: [{ color: 'Black', sizes: { M: 50 } }] },
    ])) as [string];
  });
  afterAll(async () => {
    await there.close();
    await here.close();
  });

  const stockOn = async (shop: TestShop) =>
    (await request(shop, { method: 'GET', url: `/api/products/${tee}` })).json<Product>().variants[0]!.sizes[0]!.stock;
  const order = (shop: TestShop, quantity = 1) =>
    request(shop, {
      method: 'POST',
      url: '/api/auth/guest-orders',
      key: newKey(),
      payload: {
        cartItems: [{ productId: tee, color: 'Black', size: 'M', quantity }],
        billingDetails: billing,
        paymentMethod: 'cod',
        isGuest: true,
      },
    });
  const kamayutOn = async (shop: TestShop) => {
    const zones = (await request(shop, { method: 'GET', url: '/api/delivery-zones' })).json<DeliveryZones>();
    const yangon = zones.regions.find((r) => r.slug === 'yangon')!.cities.find((c) => c.slug === 'yangon')!;
    return yangon.townships.find((t) => t.nameEn === 'Kamayut')!;
  };

  it('shows an order placed on one instance in the stock the other keeps, and at once on its own', async () => {
    expect(await stockOn(there)).toBe(50);
    expect(await stockOn(here)).toBe(50);
    expect((await order(here, 2)).statusCode).toBe(201);
    expect(await stockOn(here)).toBe(48);
    await vi.waitFor(async () => expect(await stockOn(there)).toBe(48), { timeout: 10_000 });
  });

  it('charges the fee the owner just set, on this instance at once and on the other once told', async () => {
    const kamayut = await kamayutOn(there);
    // Both instances keep the zones now (a checkout on each read them).
    expect((await order(here)).json<PlaceOrderReply>().order.shippingCost).toBe(kamayut.fee);
    expect((await order(there)).json<PlaceOrderReply>().order.shippingCost).toBe(kamayut.fee);
    const changed = await request(here, {
      method: 'PATCH',
      url: `/api/admin/delivery/zones/${kamayut.id}`,
      payload: { fee: 4_500 },
      token: boss.token,
    });
    expect(changed.statusCode).toBe(200);
    expect((await order(here)).json<PlaceOrderReply>().order.shippingCost).toBe(4_500);
    await vi.waitFor(async () => expect((await kamayutOn(there)).fee).toBe(4_500), { timeout: 10_000 });
    expect((await order(there)).json<PlaceOrderReply>().order.shippingCost).toBe(4_500);
  });
});
