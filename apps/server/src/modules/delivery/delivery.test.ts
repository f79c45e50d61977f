import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryZones } from '@shop/shared/delivery';
import type { PlaceOrderReply } from '@shop/shared/orders';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { person, type Person } from '../../../test/support/people.ts';
import { newKey, request } from '../../../test/support/request.ts';
import { addProducts } from '../../../test/support/catalog.ts';
import { billing, orderCount } from '../../../test/support/orders.ts';

describe('delivery zones at checkout', () => {
  let shop: TestShop;
  let tee: string;
  let boss: Person;

  beforeAll(async () => {
    shop = await createTestShop();
    boss = await person(shop, { role: 'admin' });
    tee = (
      await addProducts(shop.database.db, [
        { itemName: 'Zone Tee', price: 20_000, variants: [{ color: 'Red', sizes: { S: 50 } }] },
      ])
    )[0]!;
  });
  afterAll(() => shop.close());

  const order = (details: object, extra: object = {}) =>
    request(shop, {
      method: 'POST',
      url: '/api/auth/guest-orders',
      key: newKey(),
      payload: {
        cartItems: [{ productId: tee, color: 'Red', size: 'S', quantity: 1, price: 1 }],
        billingDetails: { ...billing, ...details },
        paymentMethod: 'cod',
        isGuest: true,
        ...extra,
      },
    });
  const zones = async () => (await request(shop, { method: 'GET', url: '/api/delivery-zones' })).json<DeliveryZones>();
  const placeId = async (region: string, city?: string, township?: string) => {
    const r = (await zones()).regions.find((z) => z.slug === region)!;
    const c = city ? r.cities.find((z) => z.slug === city)! : undefined;
    const t = township ? c!.townships.find((z) => z.nameEn === township)! : undefined;
    return (t ?? c ?? r).id;
  };
  const patch = (id: number, payload: object) =>
    request(shop, { method: 'PATCH', url: `/api/admin/delivery/zones/${id}`, payload, token: boss.token });

  it('lists every state and region with the spec’s fees, revalidated by ETag', async () => {
    const res = await request(shop, { method: 'GET', url: '/api/delivery-zones' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const list = res.json<DeliveryZones>();
    expect(list.regions).toHaveLength(15);
    expect(list.regions.map((r) => r.nameEn)).toContain('Nay Pyi Taw Union Territory');
    const yangon = list.regions.find((r) => r.slug === 'yangon')!;
    const city = yangon.cities.find((c) => c.slug === 'yangon')!;
    expect(city).toMatchObject({ fee: 3000, estimateEn: '1–2 days', estimateMy: '၁–၂ ရက်' });
    expect(city.townships.find((t) => t.nameEn === 'Kamayut')).toMatchObject({ nameMy: 'ကမာရွတ်', fee: 3000 });
    expect(yangon.fee).toBe(7000);
    const again = await request(shop, {
      method: 'GET',
      url: '/api/delivery-zones',
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('charges the table’s fee whatever the client sends, and keeps the spec’s old values working', async () => {
    const cases: [object, number, string][] = [
      [{ region: 'yangon', city: 'yangon', township: 'Kamayut', shippingCost: 0, fee: 0 }, 3000, '1–2 days'],
      [{ region: 'mandalay', city: 'mandalay', township: 'ချမ်းမြသာစည်' }, 5000, '2–4 days'],
      [{ region: 'naypyitaw', city: 'naypyitaw', township: 'Zabuthiri' }, 6000, '2–7 days'],
      [{ region: 'shan', city: 'others', township: 'Lashio' }, 7000, '2–7 days'],
      [{ region: 'bago', city: 'others', township: 'Taungoo' }, 7000, '2–7 days'],
      [{ region: 'Yangon Region', city: 'Yangon', township: 'Somewhere New' }, 3000, '1–2 days'],
    ];
    for (const [details, fee, estimate] of cases) {
      const res = await order(details, { shippingCost: 1, total: 1 });
      expect(res.statusCode, res.body).toBe(201);
      const placed = res.json<PlaceOrderReply>().order;
      expect(placed.shippingCost, JSON.stringify(details)).toBe(fee);
      expect(placed.total).toBe(20_000 + fee);
      expect(placed.delivery.estimateEn).toBe(estimate);
    }
  });

  it('refuses a city of another region (Shan + Yangon) and unknown places, writing nothing', async () => {
    const before = await orderCount(shop);
    const mismatch = await order({ region: 'shan', city: 'yangon' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({
      message: 'Yangon is not in Shan State. Please choose a city in Shan State',
      code: 'VALIDATION',
      field: 'billingDetails.city',
    });
    const burmese = await request(shop, {
      method: 'POST',
      url: '/api/auth/guest-orders',
      headers: { 'accept-language': 'my' },
      payload: {
        cartItems: [{ productId: tee, color: 'Red', size: 'S', quantity: 1 }],
        billingDetails: { ...billing, region: 'shan', city: 'yangon' },
        paymentMethod: 'cod',
      },
    });
    expect(burmese.json()).toMatchObject({ message: 'Yangon သည် Shan State တွင် မရှိပါ။ Shan State ရှိ မြို့တစ်မြို့ကို ရွေးပါ' });
    expect((await order({ region: 'mars' })).json()).toMatchObject({ field: 'billingDetails.region' });
    expect((await order({ city: 'paris' })).json()).toMatchObject({ field: 'billingDetails.city' });
    expect(await orderCount(shop)).toBe(before);
  });

  it('refuses a disabled township, city or region with a clear message, and uses the owner’s new fee', async () => {
    const kamayut = await placeId('yangon', 'yangon', 'Kamayut');
    expect((await patch(kamayut, { enabled: false })).statusCode).toBe(200);
    const refused = await order({ township: 'kamayut' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: 'Sorry, we do not deliver to Kamayut at the moment',
      code: 'VALIDATION',
      field: 'billingDetails.township',
    });
    const list = await zones();
    const yangonCity = list.regions.find((r) => r.slug === 'yangon')!.cities.find((c) => c.slug === 'yangon')!;
    expect(yangonCity.townships.some((t) => t.nameEn === 'Kamayut')).toBe(false);
    await patch(kamayut, { enabled: true });

    await patch(kamayut, { fee: 3500, estimateEn: 'Same day', estimateMy: 'ယနေ့' });
    const priced = (await order({ township: 'Kamayut' })).json<PlaceOrderReply>().order;
    expect(priced).toMatchObject({ shippingCost: 3500, delivery: { estimateEn: 'Same day', zoneId: kamayut } });
    await patch(kamayut, { fee: null, estimateEn: null, estimateMy: null });
    expect((await order({ township: 'Kamayut' })).json<PlaceOrderReply>().order.shippingCost).toBe(3000);

    const shan = await placeId('shan');
    await patch(shan, { enabled: false });
    const closed = await order({ region: 'shan', city: 'others', township: 'Lashio' });
    expect(closed.json()).toMatchObject({ message: 'Sorry, we do not deliver to Shan State at the moment' });
    await patch(shan, { enabled: true });
  });

  it('refuses a near spelling of a switched-off township as the township itself, writing nothing', async () => {
    const kamayut = await placeId('yangon', 'yangon', 'Kamayut');
    const bahan = await placeId('yangon', 'yangon', 'Bahan');
    expect((await patch(kamayut, { enabled: false })).statusCode).toBe(200);
    const before = await orderCount(shop);
    const refusal = {
      message: 'Sorry, we do not deliver to Kamayut at the moment',
      code: 'VALIDATION',
      field: 'billingDetails.township',
    };
    const spellings = ['Kamayut Township', ' KAMAYUT  tsp. ', 'Kamaryut', 'Kamayutt', 'Kama-yut', 'Kamaryut Township'];
    for (const township of [...spellings, 'ကမာရွတ်မြို့နယ်', 'ကမာရွတ် မြို့နယ်']) {
      const res = await order({ township });
      expect(res.statusCode, township).toBe(400);
      expect(res.json(), township).toEqual(refusal);
    }
    // Not through "another city" of the region either, nor when typing other townships is off.
    expect((await order({ city: 'others', township: 'Kamaryut' })).json()).toEqual(refusal);
    const settings = (allowOtherTownship: boolean) =>
      request(shop, {
        method: 'PUT',
        url: '/api/admin/delivery/settings',
        payload: { freeShippingThreshold: 0, allowOtherTownship },
        token: boss.token,
      });
    await settings(false);
    expect((await order({ township: 'Kamaryut' })).json()).toEqual(refusal);
    await settings(true);
    expect(await orderCount(shop)).toBe(before);

    // Other places are untouched: a listed one typed with "Township" is that township, a new name is taken as typed.
    const named = (await order({ township: 'Bahan Township' })).json<PlaceOrderReply>().order;
    expect(named.delivery.zoneId).toBe(bahan);
    expect(named.shippingAddress.township).toBe('Bahan');
    expect((await order({ township: 'Somewhere New' })).statusCode).toBe(201);
    await patch(kamayut, { enabled: true });
    expect((await order({ township: 'Kamayut Township' })).json<PlaceOrderReply>().order.delivery.zoneId).toBe(kamayut);
  });

  it('refuses numbers where place names go with a 400, never a 500', async () => {
    for (const field of ['region', 'city', 'township']) {
      const res = await order({ [field]: 99_999_999_999 });
      expect(res.statusCode, field).toBe(400);
      expect(res.json(), field).toMatchObject({ code: 'VALIDATION', field: `billingDetails.${field}` });
    }
  });

  it('ships free from the threshold and refuses an unlisted township when "other" is off', async () => {
    const settings = (payload: object) =>
      request(shop, { method: 'PUT', url: '/api/admin/delivery/settings', payload, token: boss.token });
    expect((await settings({ freeShippingThreshold: 20_000, allowOtherTownship: false })).statusCode).toBe(200);
    expect((await order({})).json<PlaceOrderReply>().order.shippingCost).toBe(0);
    const unlisted = await order({ township: 'Nowhere' });
    expect(unlisted.json()).toEqual({
      message: 'Please choose a township from the list',
      code: 'VALIDATION',
      field: 'billingDetails.township',
    });
    await settings({ freeShippingThreshold: 0, allowOtherTownship: true });
    expect((await order({ township: 'Nowhere' })).json<PlaceOrderReply>().order.shippingCost).toBe(3000);
  });
});
