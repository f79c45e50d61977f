import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, AuditList } from '@shop/shared/admin';
import type { AdminDelivery, AdminZoneReply, DeliverySheet } from '@shop/shared/delivery';
import { my } from '../../locales/my.ts';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { person, type Person } from '../../../test/support/people.ts';
import { request } from '../../../test/support/request.ts';
import { addProducts, stockOf } from '../../../test/support/catalog.ts';
import { placeOrder } from '../../../test/support/orders.ts';

describe('admin delivery zones, courier returns and the delivery sheet', () => {
  let shop: TestShop;
  let boss: Person;
  let tee: string;
  beforeAll(async () => {
    shop = await createTestShop();
    boss = await person(shop, { role: 'admin' });
    tee = (
      await addProducts(shop.database.db, [
        { itemName: 'Return Tee', variants: [{ color: 'Black', sizes: { M: 10 } }] },
      ])
    )[0]!;
  });
  afterAll(() => shop.close());

  const as = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
    request(shop, { method, url, token: boss.token, ...(payload ? { payload } : {}) });
  const delivery = async () => (await as('GET', '/api/admin/delivery')).json<AdminDelivery>();
  const audit = async () =>
    (await as('GET', '/api/admin/audit?entityType=delivery&limit=50')).json<AuditList>().entries;

  it('is for admins only', async () => {
    expect((await request(shop, { method: 'GET', url: '/api/admin/delivery' })).statusCode).toBe(401);
  });

  it('adds a township, renames it, re-prices it, moves it up, and audits every change', async () => {
    const before = await delivery();
    const mandalay = before.zones.find((z) => z.level === 'city' && z.slug === 'mandalay')!;
    const added = await as('POST', '/api/admin/delivery/zones', {
      parentId: mandalay.id,
      nameEn: 'Myitnge',
      nameMy: 'မြစ်ငယ်',
      fee: '',
    });
    expect(added.statusCode, added.body).toBe(201);
    const zones = added.json<AdminZoneReply>().delivery.zones;
    const township = zones.find((z) => z.nameEn === 'Myitnge')!;
    expect(township).toMatchObject({ level: 'township', parentId: mandalay.id, fee: null, enabled: true });
    const siblings = () => zones.filter((z) => z.parentId === mandalay.id);
    expect(siblings().at(-1)!.id).toBe(township.id);

    const twice = await as('POST', '/api/admin/delivery/zones', {
      parentId: mandalay.id,
      nameEn: 'myitnge',
      nameMy: 'x',
    });
    expect(twice.statusCode).toBe(409);

    const edited = await as('PATCH', `/api/admin/delivery/zones/${township.id}`, {
      nameEn: 'Myit Nge',
      fee: '4500',
      estimateEn: '3–4 days',
      estimateMy: '၃–၄ ရက်',
    });
    expect(edited.json<AdminZoneReply>().delivery.zones.find((z) => z.id === township.id)).toMatchObject({
      nameEn: 'Myit Nge',
      fee: 4500,
      estimateEn: '3–4 days',
    });
    const moved = await as('POST', `/api/admin/delivery/zones/${township.id}/move`, { direction: 'up' });
    const order = moved
      .json<AdminZoneReply>()
      .delivery.zones.filter((z) => z.parentId === mandalay.id)
      .map((z) => z.nameEn);
    expect(order.slice(-2)).toEqual(['Myit Nge', 'Pyigyidagun']);

    const region = before.zones.find((z) => z.slug === 'mandalay' && z.level === 'region')!;
    expect((await as('PATCH', `/api/admin/delivery/zones/${region.id}`, { fee: null })).statusCode).toBe(400);
    await as('PUT', '/api/admin/delivery/settings', { freeShippingThreshold: '100000', allowOtherTownship: 'on' });

    const entries = await audit();
    expect(entries.map((e) => e.action)).toEqual([
      'delivery.settings',
      'delivery.move',
      'delivery.update',
      'delivery.create',
    ]);
    expect(entries[2]!.summary).toEqual({
      name: 'Myit Nge',
      changes: [
        { field: 'nameEn', from: 'Myitnge', to: 'Myit Nge' },
        { field: 'fee', from: null, to: 4500 },
        { field: 'estimateEn', from: null, to: '3–4 days' },
        { field: 'estimateMy', from: null, to: '၃–၄ ရက်' },
      ],
    });
    expect(entries[0]!.summary).toEqual({ changes: [{ field: 'freeShippingThreshold', from: 0, to: 100_000 }] });
  });

  it('refuses a zone id PostgreSQL cannot hold and a day the calendar has not with a 400, changing nothing', async () => {
    const before = await delivery();
    const auditBefore = await audit();
    const zoneNotFound = { message: 'Delivery zone not found', code: 'VALIDATION' };
    for (const id of ['99999999999', '2147483648', '-1', '0', '1.5', 'abc']) {
      const edited = await as('PATCH', `/api/admin/delivery/zones/${id}`, { fee: 100 });
      expect(edited.statusCode, id).toBe(400);
      expect(edited.json(), id).toEqual({ ...zoneNotFound, field: 'id' });
      const moved = await as('POST', `/api/admin/delivery/zones/${id}/move`, { direction: 'up' });
      expect(moved.statusCode, id).toBe(400);
    }
    for (const parentId of [99_999_999_999, 2 ** 31, '99999999999']) {
      const added = await as('POST', '/api/admin/delivery/zones', { parentId, nameEn: 'Far Away', nameMy: 'ဝေး' });
      expect(added.statusCode, String(parentId)).toBe(400);
      expect(added.json()).toEqual({ ...zoneNotFound, field: 'parentId' });
    }
    // The largest id a serial holds is still an id: one that is not there is a 404.
    const missing = await as('PATCH', '/api/admin/delivery/zones/2147483647', { fee: 100 });
    expect(missing.statusCode).toBe(404);
    expect(await delivery()).toEqual(before);
    expect(await audit()).toEqual(auditBefore);

    for (const date of ['2026-02-30', '2026-02-29', '2026-13-01', '2026-04-31', '0000-01-01']) {
      const sheet = await as('GET', `/api/admin/delivery-sheet?date=${date}`);
      expect(sheet.statusCode, date).toBe(400);
      expect(sheet.json(), date).toEqual({
        message: 'There is no such day in the calendar. Please choose another date.',
        code: 'VALIDATION',
        field: 'date',
      });
    }
    const leapDay = await as('GET', '/api/admin/delivery-sheet?date=2028-02-29');
    expect(leapDay.json<DeliverySheet>()).toMatchObject({ date: '2028-02-29', orders: 0 });
    const burmese = await request(shop, {
      method: 'GET',
      url: '/api/admin/delivery-sheet?date=2026-02-30',
      token: boss.token,
      headers: { 'accept-language': 'my' },
    });
    expect(burmese.json<{ message: string }>().message).toMatch(/[\u1000-\u109f]/);
  });

  it('cancels a shipped COD order refused at the door: stock back once, payment failed, reason kept', async () => {
    const id = await placeOrder(shop, [{ productId: tee, color: 'Black', size: 'M', quantity: 3 }]);
    expect(await stockOf(shop, tee, 'Black', 'M')).toBe(7);
    const move = (payload: object) => as('PUT', `/api/admin/orders/${id}/status`, payload);
    expect((await move({ status: 'cancelled', reason: 'refused' })).statusCode).toBe(409);
    await move({ status: 'processing' });
    await move({ status: 'shipped' });

    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Yangon' });
    const sheet = (await as('GET', `/api/admin/delivery-sheet?date=${today}`)).json<DeliverySheet>();
    expect(sheet).toMatchObject({ orders: 1, cash: sheet.townships[0]!.cash });
    expect(sheet.townships[0]).toMatchObject({ township: 'Kamayut', city: 'Yangon', orders: [{ orderId: id }] });
    // The courier reading Burmese gets the same places by their Burmese names.
    expect(sheet.townships[0]).toMatchObject({ townshipMy: 'ကမာရွတ်', cityMy: 'ရန်ကုန်', regionMy: 'ရန်ကုန်တိုင်းဒေသကြီး' });
    expect((await as('GET', '/api/admin/delivery-sheet?date=2001-01-01')).json()).toMatchObject({ orders: 0 });

    const [first, second] = await Promise.all([
      move({ status: 'cancelled', reason: 'refused' }),
      move({ status: 'cancelled', reason: 'unreachable' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect(await stockOf(shop, tee, 'Black', 'M')).toBe(10);
    const done = (await as('GET', `/api/admin/orders/${id}`)).json<AdminOrder>();
    const reason = first.statusCode === 200 ? 'refused' : 'unreachable';
    expect(done).toMatchObject({ status: 'cancelled', payment: { method: 'cod', status: 'failed' } });
    expect(done.delivery.returnReason).toBe(reason);
    expect(done.timeline.at(-1)).toMatchObject({ from: 'shipped', to: 'cancelled', reason });
    // The customer's mail says why the order came back.
    const mail = await shop.mail.waitFor((m) => m.subject === `Order ${id}: Cancelled`);
    expect(mail.text).toContain(
      reason === 'refused' ? 'the delivery was refused at the door' : 'we could not reach you to deliver it',
    );
    const history = (await as('GET', `/api/admin/audit?entityType=order&entityId=${id}`)).json<AuditList>();
    expect(history.entries[0]!.summary).toEqual({ from: 'shipped', to: 'cancelled', reason });
    // Cancelling it again is refused as a move from cancelled, changing nothing.
    const again = await move({ status: 'cancelled' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', field: 'status' });
    expect(await stockOf(shop, tee, 'Black', 'M')).toBe(10);
  });

  it("tells a Burmese customer why the courier brought the order back, in the order's language", async () => {
    const id = await placeOrder(shop, [{ productId: tee, color: 'Black', size: 'M', quantity: 1 }]);
    await shop.database.db.execute(sql`update orders set language = 'my' where order_id = ${id}`);
    const move = (payload: object) => as('PUT', `/api/admin/orders/${id}/status`, payload);
    await move({ status: 'processing' });
    await move({ status: 'shipped' });
    expect((await move({ status: 'cancelled', reason: 'unreachable' })).statusCode).toBe(200);
    const mail = await shop.mail.waitFor((m) => m.subject === `မှာယူမှု ${id}- ပယ်ဖျက်ပြီး`);
    expect(mail.text).toContain(my.mail.status.returned.unreachable);
  });
});
