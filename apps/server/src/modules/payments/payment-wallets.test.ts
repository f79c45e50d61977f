import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentPage, PaymentsToCheck, WalletsReply } from '@shop/shared/payments';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { person, type Person } from '../../../test/support/people.ts';
import { request } from '../../../test/support/request.ts';
import { addProducts } from '../../../test/support/catalog.ts';
import { enableWallet, kbzpayOrder, placeKbzpay, submitTransfer } from '../../../test/support/payments.ts';

describe('wallets: KBZ Pay, Wave Pay, AYA Pay, CB Pay and bank transfer', () => {
  let shop: TestShop;
  let owner: Person;
  let hoodie: string;

  beforeEach(async () => {
    shop = await createTestShop();
    owner = await person(shop, { role: 'admin' });
    [hoodie] = (await addProducts(shop.database.db, [
      { itemName: 'Street Hoodie', price: 45_000, variants: [{ color: 'Black', sizes: { M: 20 } }] },
    ])) as [string];
  });
  afterEach(() => shop.close());

  const methods = async () => (await request(shop, { method: 'GET', url: '/api/payment-methods' })).json();
  const wallets = async () =>
    (await request(shop, { method: 'GET', url: '/api/admin/payment-wallets', token: owner.token })).json<WalletsReply>()
      .wallets;
  const page = async (orderId: string) =>
    (await shop.app.inject({ method: 'GET', url: `/api/auth/guest-orders/${orderId}/payment` })).json<PaymentPage>();

  it('keeps each wallet’s settings and offers each at checkout once on and complete', async () => {
    expect((await wallets()).map((w) => [w.wallet, w.enabled, w.ready])).toEqual([
      ['kbzpay', false, false],
      ['wavepay', false, false],
      ['ayapay', false, false],
      ['cbpay', false, false],
      ['bank', false, false],
    ]);
    for (const wallet of ['wavepay', 'ayapay', 'cbpay'] as const) {
      const saved = await enableWallet(shop, owner.token, wallet, { accountName: `${wallet} shop`, holdHours: 3 });
      expect(saved).toMatchObject({ wallet, enabled: true, ready: true, accountName: `${wallet} shop`, holdHours: 3 });
    }
    // A bank transfer needs the bank and the account number; its QR is optional. Myanmar digits are kept in Latin ones.
    const half = await request(shop, {
      method: 'PUT',
      url: '/api/admin/payment-wallets/bank',
      token: owner.token,
      payload: {
        enabled: true,
        accountName: 'U Aung',
        bankName: 'KBZ Bank',
        instructionsEn: '',
        instructionsMy: '',
        holdHours: 24,
      },
    });
    expect(half.json()).toMatchObject({ ready: false, accountNumber: '' });
    await enableWallet(shop, owner.token, 'bank', {
      accountName: 'U Aung',
      bankName: 'KBZ Bank',
      accountNumber: '၀၁၂-၃၄၅ ၆၇၈၉',
    });
    const bad = await request(shop, {
      method: 'PUT',
      url: '/api/admin/payment-wallets/bank',
      token: owner.token,
      payload: {
        enabled: true,
        accountName: 'U Aung',
        accountNumber: '12AB',
        instructionsEn: '',
        instructionsMy: '',
        holdHours: 24,
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'accountNumber' });
    const unknown = await request(shop, {
      method: 'PUT',
      url: '/api/admin/payment-wallets/paypal',
      token: owner.token,
      payload: { enabled: true, accountName: 'x', instructionsEn: '', instructionsMy: '', holdHours: 24 },
    });
    expect(unknown.statusCode).toBe(400);

    const all = await wallets();
    expect(all.find((w) => w.wallet === 'bank')).toMatchObject({
      accountNumber: '012-345 6789',
      bankName: 'KBZ Bank',
      qrImage: null,
      ready: true,
    });
    expect(await methods()).toEqual({ cod: true, kbzpay: false, wavepay: true, ayapay: true, cbpay: true, bank: true });
    // Only the owner reads or changes them.
    const customer = await person(shop);
    expect(
      (await request(shop, { method: 'GET', url: '/api/admin/payment-wallets', token: customer.token })).statusCode,
    ).toBe(403);
  });

  it('places a Wave Pay order and still shows its page after Wave Pay is turned off', async () => {
    await enableWallet(shop, owner.token, 'wavepay', {
      accountName: 'Wave Shop',
      phone: '09 9700 11223',
      holdHours: 2,
    });
    const placed = await placeKbzpay(shop, hoodie, { method: 'wavepay' });
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({
      message: 'Order placed successfully! Please pay by Wave Pay to confirm it.',
      order: { payment: { method: 'wavepay', status: 'pending' } },
    });
    const orderId = placed.json<{ orderId: string }>().orderId;
    // Its first mail: received, please pay within the wallet's hold time; never "confirmed".
    const first = await shop.mail.waitFor((m) => m.subject.includes(orderId) && m.to.includes('aung@example.com'));
    expect(first.subject).toBe(`Order received: ${orderId}, please pay by Wave Pay within 2 hours`);
    expect(first.subject + first.text).not.toMatch(/confirmed:/i);
    expect(first.text).toContain('Please pay 48,000 MMK by Wave Pay within 2 hours');

    await request(shop, {
      method: 'PUT',
      url: '/api/admin/payment-wallets/wavepay',
      token: owner.token,
      payload: {
        enabled: false,
        accountName: 'Wave Shop',
        phone: '09970011223',
        instructionsEn: '',
        instructionsMy: '',
        holdHours: 2,
        qrImage: (await wallets())[1]!.qrImage,
      },
    });
    expect((await methods()).wavepay).toBe(false);
    const refused = await placeKbzpay(shop, hoodie, { method: 'wavepay' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      field: 'paymentMethod',
      message: 'Wave Pay is not available at the moment. Please choose cash on delivery.',
    });
    const burmese = await placeKbzpay(shop, hoodie, { method: 'wavepay', language: 'my' });
    expect(burmese.json<{ message: string }>().message).toBe('လောလောဆယ် Wave Pay မရနိုင်ပါ။ ပစ္စည်းရောက်မှ ငွေချေစနစ်ကို ရွေးပါ။');

    expect(await page(orderId)).toMatchObject({
      method: 'wavepay',
      state: 'awaiting',
      accountName: 'Wave Shop',
      phone: '09970011223',
    });
    expect((await submitTransfer(shop, orderId, '၀၁၂၃-၄၅၆၇')).statusCode).toBe(201);
    expect(await page(orderId)).toMatchObject({ state: 'waiting', transactionId: '0123-4567' });
  });

  it('shows a bank transfer’s bank and account number, and lists payments to check by wallet', async () => {
    await enableWallet(shop, owner.token, 'bank', {
      accountName: 'U Aung',
      bankName: 'AYA Bank',
      accountNumber: '0012 3456 789',
    });
    await enableWallet(shop, owner.token, 'kbzpay');
    const bankOrder = await kbzpayOrder(shop, hoodie, { method: 'bank' });
    const kbzOrder = await kbzpayOrder(shop, hoodie);
    expect(await page(bankOrder)).toMatchObject({
      method: 'bank',
      bankName: 'AYA Bank',
      accountNumber: '0012 3456 789',
      phone: '',
      qrImage: null,
    });
    await submitTransfer(shop, bankOrder, 'BT 7781');
    // The same id typed another way (Myanmar digits, an en dash) on another order: flagged.
    await submitTransfer(shop, kbzOrder, 'bt–၇၇၈၁');
    const list = async (query = '') =>
      (
        await request(shop, { method: 'GET', url: `/api/admin/payments${query}`, token: owner.token })
      ).json<PaymentsToCheck>();
    const all = await list();
    expect(all.payments.map((p) => [p.orderId, p.method, p.total, p.transactionId, p.usedOnOrders])).toEqual([
      [bankOrder, 'bank', 48_000, 'BT 7781', [kbzOrder]],
      [kbzOrder, 'kbzpay', 48_000, 'BT-7781', [bankOrder]],
    ]);
    expect((await list('?wallet=bank')).payments.map((p) => p.orderId)).toEqual([bankOrder]);
    expect((await list('?wallet=kbzpay')).count).toBe(1);
    expect((await list('?wallet=nonsense')).count).toBe(2);
  });
});
