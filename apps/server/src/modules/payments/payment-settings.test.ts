import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentSettings } from '@shop/shared/payments';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { person, type Person } from '../../../test/support/people.ts';
import { request } from '../../../test/support/request.ts';
import { addProducts } from '../../../test/support/catalog.ts';
import { uploadedImages } from '../../../test/support/images.ts';
import { enableKbzpay, kbzSettings, placeKbzpay } from '../../../test/support/payments.ts';

describe('KBZ Pay settings', () => {
  let shop: TestShop;
  let owner: Person;
  let hoodie: string;

  beforeEach(async () => {
    shop = await createTestShop();
    owner = await person(shop, { role: 'admin' });
    [hoodie] = (await addProducts(shop.database.db, [
      { itemName: 'Street Hoodie', price: 45_000, variants: [{ color: 'Black', sizes: { M: 5 } }] },
    ])) as [string];
  });
  afterEach(() => shop.close());

  const methods = async () => (await request(shop, { method: 'GET', url: '/api/payment-methods' })).json();
  const put = (payload: object, token = owner.token) =>
    request(shop, { method: 'PUT', url: '/api/admin/payment-settings', token, payload });

  it('starts off: checkout offers cash on delivery only and refuses a KBZ Pay order with a clear 400', async () => {
    const settings = await request(shop, { method: 'GET', url: '/api/admin/payment-settings', token: owner.token });
    expect(settings.json<PaymentSettings>()).toMatchObject({ kbzpayEnabled: false, holdHours: 24, qrImage: null });
    expect(await methods()).toEqual({
      cod: true,
      kbzpay: false,
      wavepay: false,
      ayapay: false,
      cbpay: false,
      bank: false,
    });
    const res = await placeKbzpay(shop, hoodie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      field: 'paymentMethod',
      message: 'KBZ Pay is not available at the moment. Please choose cash on delivery.',
    });
  });

  it('offers KBZ Pay only once it is on and complete (name, number and QR)', async () => {
    const incomplete = await put({ ...kbzSettings, qrImage: null });
    expect(incomplete.statusCode).toBe(200);
    expect(await methods()).toEqual({
      cod: true,
      kbzpay: false,
      wavepay: false,
      ayapay: false,
      cbpay: false,
      bank: false,
    });
    expect((await placeKbzpay(shop, hoodie)).statusCode).toBe(400);

    const qr = await enableKbzpay(shop, owner.token);
    expect(await methods()).toEqual({
      cod: true,
      kbzpay: true,
      wavepay: false,
      ayapay: false,
      cbpay: false,
      bank: false,
    });
    const placed = await placeKbzpay(shop, hoodie);
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order.payment).toEqual({ method: 'kbzpay', status: 'pending' });
    expect(placed.json().message).toBe('Order placed successfully! Please pay by KBZ Pay to confirm it.');

    const off = await put({ ...kbzSettings, qrImage: qr, kbzpayEnabled: false });
    expect(off.statusCode).toBe(200);
    expect(await methods()).toEqual({
      cod: true,
      kbzpay: false,
      wavepay: false,
      ayapay: false,
      cbpay: false,
      bank: false,
    });
  });

  it('keeps the phone as 09 digits and refuses a number that is not a Myanmar mobile', async () => {
    const [qrImage] = await uploadedImages(shop, owner.token);
    const saved = await put({ ...kbzSettings, qrImage, phone: '+95 9 7800-11223' });
    expect(saved.json<PaymentSettings>().phone).toBe('09780011223');
    const bad = await put({ ...kbzSettings, qrImage, phone: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toMatch(/^phone/);
  });

  it('accepts as QR only an image this shop stored, and only from an admin', async () => {
    const foreign = await put({ ...kbzSettings, qrImage: 'https://evil.example/qr.png' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ field: 'qrImage', message: 'Images must be uploaded through the shop' });
    const customer = await person(shop);
    expect((await put({ ...kbzSettings, qrImage: null }, customer.token)).statusCode).toBe(403);
    expect((await request(shop, { method: 'GET', url: '/api/admin/payment-settings' })).statusCode).toBe(401);
  });

  it('takes the hold time in hours and writes every change to the audit trail', async () => {
    const qr = await enableKbzpay(shop, owner.token);
    const changed = await put({ ...kbzSettings, qrImage: qr, holdHours: 2, accountName: 'Street Shop Ygn' });
    expect(changed.json<PaymentSettings>().holdHours).toBe(2);
    expect((await put({ ...kbzSettings, qrImage: qr, holdHours: 0 })).statusCode).toBe(400);

    const audit = await request(shop, {
      method: 'GET',
      url: '/api/admin/audit?entityType=payment&entityId=kbzpay',
      token: owner.token,
    });
    const entries = audit.json().entries as { action: string; actorEmail: string; summary: { changes: object[] } }[];
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ action: 'payment.settings', actorEmail: owner.email });
    expect(entries[0]!.summary.changes).toEqual([
      { field: 'accountName', from: 'Street Shop', to: 'Street Shop Ygn' },
      { field: 'holdHours', from: 24, to: 2 },
    ]);
    expect(entries[1]!.summary.changes).toContainEqual({ field: 'enabled', from: 'false', to: 'true' });
  });
});
