import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentsToCheck } from '@shop/shared/payments';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { person, type Person } from '../../../test/support/people.ts';
import { request } from '../../../test/support/request.ts';
import { addProducts } from '../../../test/support/catalog.ts';
import { enableWallet, kbzpayOrder, submitTransfer } from '../../../test/support/payments.ts';

describe('everyone hears of a transfer: the owner when an id arrives, the shopper when it is decided', () => {
  let shop: TestShop;
  let owner: Person;
  let hoodie: string;

  beforeEach(async () => {
    shop = await createTestShop();
    owner = await person(shop, { role: 'admin' });
    [hoodie] = (await addProducts(shop.database.db, [
      { itemName: 'Street Hoodie', price: 45_000, variants: [{ color: 'Black', sizes: { M: 20 } }] },
    ])) as [string];
    await enableWallet(shop, owner.token, 'ayapay', { accountName: 'AYA Shop', holdHours: 12 });
  });
  afterEach(() => shop.close());

  const toCheck = async () =>
    (await request(shop, { method: 'GET', url: '/api/admin/payments', token: owner.token })).json<PaymentsToCheck>();
  const decide = (paymentId: string, action: 'confirm' | 'reject', reason?: string) =>
    request(shop, {
      method: 'POST',
      url: `/api/admin/payments/${paymentId}/${action}`,
      token: owner.token,
      payload: action === 'reject' ? { reason } : {},
    });

  it('mails the owner when an id arrives (with a link to the payments to check) and the shopper when confirmed', async () => {
    const orderId = await kbzpayOrder(shop, hoodie, { method: 'ayapay' });
    const first = await shop.mail.waitFor((m) => m.subject.includes(orderId) && m.to.includes('aung@example.com'));
    expect(first.subject).toBe(`Order received: ${orderId}, please pay by AYA Pay within 12 hours`);

    expect((await submitTransfer(shop, orderId, '၇၇၈၁ ၀၀၉၁')).statusCode).toBe(201);
    const notice = await shop.mail.waitFor((m) => m.subject.startsWith('Payment to check'));
    expect(notice.to).toEqual([shop.config.shopEmail]);
    expect(notice.subject).toBe(`Payment to check: ${orderId}, AYA Pay 48,000 MMK`);
    expect(notice.text).toContain('Aung Aung sent a AYA Pay transaction id for 48,000 MMK');
    expect(notice.text).toContain('Transaction id: 7781 0091');
    expect(notice.text).toContain('http://shop.test/admin/payments?wallet=ayapay');

    const [payment] = (await toCheck()).payments;
    expect((await decide(payment!._id, 'confirm')).statusCode).toBe(200);
    const confirmed = await shop.mail.waitFor((m) => m.subject === `Payment confirmed: order ${orderId}`);
    expect(confirmed.to).toEqual(['aung@example.com']);
    expect(confirmed.text).toContain('confirmed your AYA Pay payment of 48,000 MMK');
    expect(confirmed.text).toContain('Transaction id: 7781 0091');
  });

  it('writes to a Burmese shopper in Burmese: received, then rejected with the reason; a reused id is named to the owner', async () => {
    const earlier = await kbzpayOrder(shop, hoodie, { method: 'ayapay' });
    await submitTransfer(shop, earlier, 'AYA-1');
    const orderId = await kbzpayOrder(shop, hoodie, { method: 'ayapay', language: 'my' });
    const first = await shop.mail.waitFor((m) => m.subject.includes(orderId) && m.to.includes('aung@example.com'));
    expect(first.subject).toBe(`မှာယူမှု လက်ခံရရှိပြီး- ${orderId}၊ AYA Pay ဖြင့် ၁၂ နာရီအတွင်း ငွေပေးချေပါ`);
    expect(first.subject).not.toContain('အတည်ပြုပြီး');

    await submitTransfer(shop, orderId, 'aya 1');
    const notice = await shop.mail.waitFor((m) => m.subject === `Payment to check: ${orderId}, AYA Pay 48,000 MMK`);
    expect(notice.text).toContain(`This transaction id was also sent for order ${earlier}.`);

    const payment = (await toCheck()).payments.find((p) => p.orderId === orderId)!;
    expect((await decide(payment._id, 'reject', 'No such transfer')).statusCode).toBe(200);
    const rejected = await shop.mail.waitFor((m) => m.subject.includes(orderId) && m.subject.includes('အတည်မပြုနိုင်ပါ'));
    expect(rejected.subject).toBe(`အော်ဒါ ${orderId}: သင့် AYA Pay ငွေလွှဲကို အတည်မပြုနိုင်ပါ`);
    expect(rejected.text).toContain('No such transfer');
    expect(rejected.text).toContain(`http://shop.test/qr/${orderId}`);
  });
});
