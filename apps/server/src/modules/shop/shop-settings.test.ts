import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PublicShop, ShopSettings } from '@shop/shared/shop';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { person, type Person } from '../../../test/support/people.ts';
import { request } from '../../../test/support/request.ts';
import { addProducts } from '../../../test/support/catalog.ts';
import { uploadedImages } from '../../../test/support/images.ts';
import { billing, placeOrder } from '../../../test/support/orders.ts';

const settings = {
  nameEn: 'Yangon Threads',
  nameMy: 'ရန်ကုန် သရက်ဒ်',
  phone: '+95 9 771 234 567',
  address: 'No. 12, Anawrahta Road\nLanmadaw, Yangon',
  logo: null,
  mailSenderName: '',
  viber: '09 450 111 222',
  messengerUrl: 'https://m.me/yangonthreads',
  facebookUrl: 'https://www.facebook.com/yangonthreads',
  email: ' Hello@YangonThreads.example ',
  hours: 'Mon–Sat 10:00–19:00\nSunday closed',
};

describe('shop settings', () => {
  let shop: TestShop;
  let owner: Person;

  beforeEach(async () => {
    shop = await createTestShop();
    owner = await person(shop, { role: 'admin' });
  });
  afterEach(() => shop.close());

  const put = (payload: object, token = owner.token) =>
    request(shop, { method: 'PUT', url: '/api/admin/shop-settings', token, payload });
  const publicShop = async () => (await shop.app.inject({ method: 'GET', url: '/api/shop' })).json<PublicShop>();
  const audit = async () =>
    (await request(shop, { method: 'GET', url: '/api/admin/audit?entityType=shop', token: owner.token })).json();

  it("starts with the shop's default name and nothing else; only the owner may read or change them", async () => {
    expect(await publicShop()).toEqual({
      nameEn: 'STREETWEAR MM',
      nameMy: '',
      phone: '',
      address: '',
      logo: null,
      viber: '',
      messengerUrl: '',
      facebookUrl: '',
      email: '',
      hours: '',
    });
    const customer = await person(shop);
    expect(
      (await request(shop, { method: 'GET', url: '/api/admin/shop-settings', token: customer.token })).statusCode,
    ).toBe(403);
    expect((await put(settings, customer.token)).statusCode).toBe(403);
    expect((await publicShop()).nameEn).toBe('STREETWEAR MM');
  });

  it('keeps phones in one form, shows the storefront everything but the sender, and audits only what changed', async () => {
    const res = await put(settings);
    expect(res.statusCode).toBe(200);
    expect(res.json<ShopSettings>()).toMatchObject({ phone: '09771234567', viber: '09450111222' });
    expect(await publicShop()).toEqual({
      nameEn: 'Yangon Threads',
      nameMy: 'ရန်ကုန် သရက်ဒ်',
      phone: '09771234567',
      address: 'No. 12, Anawrahta Road\nLanmadaw, Yangon',
      logo: null,
      viber: '09450111222',
      messengerUrl: 'https://m.me/yangonthreads',
      facebookUrl: 'https://www.facebook.com/yangonthreads',
      email: 'hello@yangonthreads.example',
      hours: 'Mon–Sat 10:00–19:00\nSunday closed',
    });
    expect((await put({ ...settings, mailSenderName: 'Yangon Threads Orders' })).statusCode).toBe(200);
    const { entries } = await audit();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      action: 'shop.settings',
      summary: { changes: [{ field: 'mailSenderName', from: '', to: 'Yangon Threads Orders' }] },
    });
    expect(entries[1].summary.changes.map((c: { field: string }) => c.field)).toEqual([
      'nameEn',
      'nameMy',
      'phone',
      'address',
      'viber',
      'messengerUrl',
      'facebookUrl',
      'email',
      'hours',
    ]);
    // Saving the same again records nothing.
    expect((await put({ ...settings, mailSenderName: 'Yangon Threads Orders' })).statusCode).toBe(200);
    expect((await audit()).entries).toHaveLength(2);
  });

  it.each([
    [{ nameEn: '  ' }, 'nameEn', 'Shop name is required'],
    [{ phone: '12345' }, 'phone', 'Please enter a valid phone number'],
    [{ viber: 'call me' }, 'viber', 'Please enter a valid phone number'],
    [{ messengerUrl: 'javascript:alert(1)' }, 'messengerUrl', 'Please enter a full link starting with https://'],
    [{ facebookUrl: 'http://facebook.com/x' }, 'facebookUrl', 'Please enter a full link starting with https://'],
    [{ logo: 'https://elsewhere.example/logo.png' }, 'logo', 'Images must be uploaded through the shop'],
    [{ email: 'hello at shop' }, 'email', 'Please enter a valid email address'],
    [{ hours: 'x'.repeat(301) }, 'hours', 'Please keep this under 300 characters'],
  ])('refuses %o with its field and message, changing nothing', async (change, field, message) => {
    const res = await put({ ...settings, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, message });
    expect((await publicShop()).nameEn).toBe('STREETWEAR MM');
    expect((await audit()).entries).toHaveLength(0);
  });

  it("keeps the owner's courier list: the four of a new shop, renamed, added to, removed from, audited", async () => {
    const read = async () =>
      (
        await request(shop, { method: 'GET', url: '/api/admin/shop-settings', token: owner.token })
      ).json<ShopSettings>();
    expect((await read()).couriers).toEqual(['Royal Express', 'Ninja Van', 'Bee Express', 'Own rider']);
    // A client that does not send the list leaves it as it is; so with the contact email and hours.
    expect((await put(settings)).statusCode).toBe(200);
    expect((await read()).couriers).toHaveLength(4);
    const { email: _email, hours: _hours, ...older } = settings;
    expect((await put(older)).statusCode).toBe(200);
    expect(await read()).toMatchObject({ email: 'hello@yangonthreads.example', hours: settings.hours });
    const changed = await put({ ...settings, couriers: [' Royal Express ', 'Ninja Van', 'Ko Zaw (rider)', 'Ma Hla'] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<ShopSettings>().couriers).toEqual(['Royal Express', 'Ninja Van', 'Ko Zaw (rider)', 'Ma Hla']);
    expect((await read()).couriers).toEqual(['Royal Express', 'Ninja Van', 'Ko Zaw (rider)', 'Ma Hla']);
    expect((await audit()).entries[0].summary.changes).toEqual([
      {
        field: 'couriers',
        from: 'Royal Express, Ninja Van, Bee Express, Own rider',
        to: 'Royal Express, Ninja Van, Ko Zaw (rider), Ma Hla',
      },
    ]);
    // Couriers are the owner's business, not the storefront's.
    expect(await publicShop()).not.toHaveProperty('couriers');

    for (const [couriers, message] of [
      [['Ninja Van', 'ninja van'], 'Each courier may be listed once'],
      [['Ninja Van', '  '], 'Each courier needs a name'],
      [Array.from({ length: 21 }, (_, i) => `Rider ${i}`), 'Keep at most 20 couriers'],
    ] as const) {
      const refused = await put({ ...settings, couriers });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ message: string; field: string }>()).toMatchObject({ message });
      expect(refused.json<{ field: string }>().field).toMatch(/^couriers/);
    }
    expect((await read()).couriers).toHaveLength(4);
    expect((await put({ ...settings, couriers: [] })).statusCode).toBe(200);
    expect((await read()).couriers).toEqual([]);
  });

  it('takes a logo the shop stored', async () => {
    const [logo] = await uploadedImages(shop, owner.token);
    const res = await put({ ...settings, logo });
    expect(res.statusCode).toBe(200);
    expect((await publicShop()).logo).toBe(logo);
  });

  it("sends mails under the shop's name (the sender name when set), at MAIL_FROM's address", async () => {
    const [product] = (await addProducts(shop.database.db, [
      { itemName: 'Rain Tee', price: 20_000, variants: [{ color: 'Black', sizes: { M: 5 } }] },
    ])) as [string];
    await put(settings);
    await placeOrder(shop, [{ productId: product, color: 'Black', size: 'M', quantity: 1 }]);
    const first = await shop.mail.waitFor((m) => m.to.includes(billing.email));
    expect(first.from.name).toBe('Yangon Threads');
    expect(first.from.address).toBe('no-reply@shop.local');

    await put({ ...settings, mailSenderName: 'ရန်ကုန် သရက်ဒ် "Orders"' });
    await placeOrder(shop, [{ productId: product, color: 'Black', size: 'M', quantity: 1 }]);
    await expect
      .poll(() => shop.mail.received.filter((m) => m.to.includes(billing.email)).map((m) => m.from.name))
      .toContain('ရန်ကုန် သရက်ဒ် Orders');
  });
});
