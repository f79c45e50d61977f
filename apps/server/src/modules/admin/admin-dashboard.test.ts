import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboard, AdminOrder } from '@shop/shared/admin';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { person, type Person } from '../../../test/support/people.ts';
import { request } from '../../../test/support/request.ts';
import { addProducts } from '../../../test/support/catalog.ts';
import { placeOrder } from '../../../test/support/orders.ts';

const DAY = 86_400_000;
/** The Myanmar calendar day `daysAgo` days before now, YYYY-MM-DD (Myanmar keeps no summer time). */
const yangonDate = (daysAgo: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Yangon' }).format(new Date(Date.now() - daysAgo * DAY));
/** The instant a Myanmar calendar day begins, plus `minutes`. */
const yangonMidnight = (date: string, minutes = 0) => new Date(Date.parse(`${date}T00:00:00+06:30`) + minutes * 60_000);

describe('GET /api/admin/dashboard', () => {
  let shop: TestShop;
  let boss: Person;
  let tee: string;
  beforeAll(async () => {
    shop = await createTestShop();
    boss = await person(shop, { role: 'admin' });
  });
  afterAll(() => shop.close());

  const board = async () => {
    const res = await request(shop, { method: 'GET', url: '/api/admin/dashboard', token: boss.token });
    expect(res.statusCode).toBe(200);
    return res.json<AdminDashboard>();
  };
  const move = async (id: string, ...statuses: string[]) => {
    for (const status of statuses) {
      const res = await request(shop, {
        method: 'PUT',
        url: `/api/admin/orders/${id}/status`,
        payload: { status },
        token: boss.token,
      });
      expect(res.statusCode, `${id} → ${status}`).toBe(200);
    }
  };
  const totalOf = async (id: string) =>
    (await request(shop, { method: 'GET', url: `/api/admin/orders/${id}`, token: boss.token })).json<AdminOrder>()
      .total;
  const order = (quantity = 1) => placeOrder(shop, [{ productId: tee, color: 'Black', size: 'XL', quantity }]);
  const placedAt = (id: string, at: Date) =>
    shop.database.db.execute(sql`update orders set created_at = ${at.toISOString()} where order_id = ${id}`);
  const deliveredAt = (id: string, at: Date) =>
    shop.database.db.execute(
      sql`update order_timeline set at = ${at.toISOString()} where order_id = ${id} and to_status = 'delivered'`,
    );

  it('answers 30 Myanmar days of zeros, today last, on a shop without orders', async () => {
    const empty = await board();
    expect(empty.days).toHaveLength(30);
    expect(empty.days[29]!.date).toBe(yangonDate(0));
    expect(empty.days[0]!.date).toBe(yangonDate(29));
    expect(empty.days.every((d) => d.orders === 0 && d.revenue === 0)).toBe(true);
    expect(empty.revenue).toEqual({ delivered: 0, deliveredOrders: 0 });
    expect(empty.lowStock).toEqual({ items: [], total: 0, threshold: 10 });
  });

  it('counts orders on the day they were placed and delivered money on the day it was delivered', async () => {
    [tee] = (await addProducts(shop.database.db, [
      {
        itemName: 'Dash Tee',
        price: 20_000,
        variants: [
          { color: 'Black', sizes: { M: 0, L: 3, XL: 50 } },
          { color: 'White', sizes: { S: 9, M: 10 } },
        ],
      },
    ])) as [string];
    // Delivered today.
    const today = await order(2);
    await move(today, 'processing', 'shipped', 'delivered');
    // Still open, and cancelled: placed today, no revenue.
    await order();
    const cancelled = await order();
    await move(cancelled, 'cancelled');
    // Placed 10 minutes into a Myanmar day (still the day before in UTC), delivered 3 days ago.
    const early = await order(3);
    await move(early, 'processing', 'shipped', 'delivered');
    await placedAt(early, yangonMidnight(yangonDate(5), 10));
    await deliveredAt(early, yangonMidnight(yangonDate(3), 12 * 60));
    // The chart's first moment counts; a second before it does not.
    const first = await order();
    await placedAt(first, yangonMidnight(yangonDate(29)));
    const outside = await order();
    await placedAt(outside, new Date(yangonMidnight(yangonDate(29)).getTime() - 1000));

    const todayTotal = await totalOf(today);
    const earlyTotal = await totalOf(early);
    const figures = await board();
    expect(figures.revenue).toEqual({ delivered: todayTotal + earlyTotal, deliveredOrders: 2 });
    const byDate = new Map(figures.days.map((d) => [d.date, d]));
    expect(byDate.get(yangonDate(0))).toEqual({ date: yangonDate(0), orders: 3, revenue: todayTotal });
    expect(byDate.get(yangonDate(5))).toEqual({ date: yangonDate(5), orders: 1, revenue: 0 });
    expect(byDate.get(yangonDate(3))).toEqual({ date: yangonDate(3), orders: 0, revenue: earlyTotal });
    expect(byDate.get(yangonDate(29))).toEqual({ date: yangonDate(29), orders: 1, revenue: 0 });
    expect(figures.days.reduce((n, d) => n + d.orders, 0)).toBe(5);
    expect(figures.days.reduce((n, d) => n + d.revenue, 0)).toBe(todayTotal + earlyTotal);
    // Every day once, in order.
    expect(figures.days.map((d) => d.date)).toEqual(Array.from({ length: 30 }, (_, i) => yangonDate(29 - i)));
  });

  it('lists sizes under 10 units, emptiest first, linking to their product; 10 or more is not low', async () => {
    const [hoodie] = await addProducts(shop.database.db, [
      { itemName: 'Aaa Hoodie', variants: [{ color: 'Red', sizes: { M: 1, L: 12 } }] },
    ]);
    const { lowStock } = await board();
    expect(lowStock.items).toEqual([
      {
        productId: tee,
        itemName: 'Dash Tee',
        itemNameMy: '',
        color: 'Black',
        colorMy: 'အနက်ရောင်',
        size: 'M',
        stock: 0,
        waiting: 0,
      },
      {
        productId: hoodie,
        itemName: 'Aaa Hoodie',
        itemNameMy: '',
        color: 'Red',
        colorMy: 'အနီရောင်',
        size: 'M',
        stock: 1,
        waiting: 0,
      },
      {
        productId: tee,
        itemName: 'Dash Tee',
        itemNameMy: '',
        color: 'Black',
        colorMy: 'အနက်ရောင်',
        size: 'L',
        stock: 3,
        waiting: 0,
      },
      {
        productId: tee,
        itemName: 'Dash Tee',
        itemNameMy: '',
        color: 'White',
        colorMy: 'အဖြူရောင်',
        size: 'S',
        stock: 9,
        waiting: 0,
      },
    ]);
    expect(lowStock.total).toBe(4);
  });

  it('shows at most 20 sizes but counts them all', async () => {
    const six = { XS: 5, S: 5, M: 5, L: 5, XL: 5, XXL: 5 };
    await addProducts(shop.database.db, [
      {
        itemName: 'Many Tee',
        variants: ['Blue', 'Green', 'Gray', 'Brown'].map((color) => ({ color, sizes: six })),
      },
    ]);
    const { lowStock } = await board();
    expect(lowStock.total).toBe(28);
    expect(lowStock.items).toHaveLength(20);
    const stocks = lowStock.items.map((i) => i.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    expect(stocks.slice(0, 4)).toEqual([0, 1, 3, 5]);
  });

  it('is for admins only: 401 without a token, 403 for a customer', async () => {
    expect((await request(shop, { method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(401);
    const customer = await person(shop);
    const res = await request(shop, { method: 'GET', url: '/api/admin/dashboard', token: customer.token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Admin access required', code: 'FORBIDDEN' });
  });
});
