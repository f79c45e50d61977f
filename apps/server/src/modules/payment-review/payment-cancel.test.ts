import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminOrder } from '@shop/shared/admin';
import type { PaymentPage, PaymentsToCheck } from '@shop/shared/payments';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { person, type Person } from '../../../test/support/people.ts';
import { request } from '../../../test/support/request.ts';
import { addProducts } from '../../../test/support/catalog.ts';
import { enableKbzpay, kbzpayOrder, makeDue, orderRow, submitTransfer } from '../../../test/support/payments.ts';

/** Issue #28, item 4: cancelling an order decides the transfer that waited on it. */
describe('a KBZ Pay order cancelled while its transfer waits to be checked', () => {
  let shop: TestShop;
  let owner: Person;
  let hoodie: string;

  beforeEach(async () => {
    shop = await createTestShop();
    owner = await person(shop, { role: 'admin' });
    [hoodie] = (await addProducts(shop.database.db, [
      { itemName: 'Street Hoodie', price: 45_000, variants: [{ color: 'Black', sizes: { M: 5 } }] },
    ])) as [string];
    await enableKbzpay(shop, owner.token);
  });
  afterEach(() => shop.close());

  const toCheck = async () =>
    (await request(shop, { method: 'GET', url: '/api/admin/payments', token: owner.token })).json<PaymentsToCheck>();
  const badge = async () =>
    (await request(shop, { method: 'GET', url: '/api/admin/payments/count', token: owner.token })).json().count;
  const setStatus = (orderId: string, status: string) =>
    request(shop, {
      method: 'PUT',
      url: `/api/admin/orders/${orderId}/status`,
      token: owner.token,
      payload: { status },
    });
  const page = async (orderId: string, token?: string) =>
    (
      await request(shop, {
        method: 'GET',
        url: token ? `/api/auth/orders/${orderId}/payment` : `/api/auth/guest-orders/${orderId}/payment`,
        token,
      })
    ).json<PaymentPage>();
  const cancelMail = (orderId: string) =>
    shop.mail.waitFor((m) => m.subject.includes(orderId) && /Cancelled|ပယ်ဖျက်/.test(m.subject));

  const rejectMails = (orderId: string) =>
    shop.mail.received.filter((m) => m.subject.includes(orderId) && m.subject.includes('could not confirm'));

  it('closes the transfer in the same change: out of the payments to check and the badge, never confirmed', async () => {
    const orderId = await kbzpayOrder(shop, hoodie);
    const other = await kbzpayOrder(shop, hoodie);
    await submitTransfer(shop, orderId, 'KBZ-2611-0001');
    await submitTransfer(shop, other, 'KBZ-2611-0002');
    const [waiting] = (await toCheck()).payments.filter((p) => p.orderId === orderId);
    expect(await badge()).toBe(2);

    expect((await setStatus(orderId, 'cancelled')).statusCode).toBe(200);
    expect((await toCheck()).payments.map((p) => p.orderId)).toEqual([other]);
    expect(await badge()).toBe(1);
    const confirm = await request(shop, {
      method: 'POST',
      url: `/api/admin/payments/${waiting!._id}/confirm`,
      token: owner.token,
    });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().message).toBe('This payment is not waiting to be checked');
    // No rejection either, so no "send the correct transaction id" mail to someone who may have paid.
    const reject = await request(shop, {
      method: 'POST',
      url: `/api/admin/payments/${waiting!._id}/reject`,
      token: owner.token,
      payload: { reason: 'cancelled' },
    });
    expect(reject.statusCode).toBe(409);
    expect(await orderRow(shop, orderId)).toEqual({ status: 'cancelled', payment_status: 'pending' });

    const order = (
      await request(shop, { method: 'GET', url: `/api/admin/orders/${orderId}`, token: owner.token })
    ).json<AdminOrder & { timeline: { to: string; note?: string }[] }>();
    expect(order.transfers).toMatchObject([
      { transactionId: 'KBZ-2611-0001', state: 'closed', rejectReason: 'Order cancelled' },
    ]);
    expect(order.transfers[0]!.decidedAt).not.toBeNull();
    expect(order.timeline.at(-1)).toMatchObject({
      to: 'cancelled',
      note: 'KBZ Pay transfer not checked (transaction KBZ-2611-0001): order cancelled',
    });
    const audit = await request(shop, {
      method: 'GET',
      url: `/api/admin/audit?entityType=order&entityId=${orderId}`,
      token: owner.token,
    });
    expect(audit.json().entries).toMatchObject([
      { action: 'order.status', summary: { from: 'pending', to: 'cancelled', closedTransfer: 'KBZ-2611-0001' } },
    ]);
    expect(rejectMails(orderId)).toEqual([]);
  });

  it('tells the customer, by mail and on the payment page, that the order was cancelled and how money comes back', async () => {
    const customer = await person(shop);
    const orderId = await kbzpayOrder(shop, hoodie, { token: customer.token });
    await submitTransfer(shop, orderId, 'TX-PAID', { token: customer.token });
    await setStatus(orderId, 'cancelled');

    const mail = await cancelMail(orderId);
    expect(mail.text).toContain('Your order has been cancelled.');
    expect(mail.text).toContain(
      'If you already sent money for this order by KBZ Pay, we will phone you at 09450012345 to send it back.',
    );
    expect(mail.text).not.toContain('send the correct transaction id');
    expect(await page(orderId, customer.token)).toMatchObject({
      state: 'closed',
      cancelledByShop: true,
      transactionId: 'TX-PAID',
      dueAt: null,
    });
  });

  it('says it in Burmese to a Burmese customer, and that a confirmed payment is returned', async () => {
    const orderId = await kbzpayOrder(shop, hoodie, { language: 'my' });
    await submitTransfer(shop, orderId, 'TX-CONFIRMED');
    const [payment] = (await toCheck()).payments;
    await request(shop, { method: 'POST', url: `/api/admin/payments/${payment!._id}/confirm`, token: owner.token });
    expect((await setStatus(orderId, 'cancelled')).statusCode).toBe(200);

    const mail = await cancelMail(orderId);
    expect(mail.text).toContain('ဤအော်ဒါအတွက် KBZ Pay ဖြင့် ငွေပေးချေပြီးဖြစ်သဖြင့်');
    expect(mail.text).toContain('၀၉၄၅၀၀၁၂၃၄၅');
    // A paid order cancelled by the shop no longer reads as confirmed on its payment page.
    expect(await page(orderId)).toMatchObject({ state: 'closed', cancelledByShop: true });
  });

  it('an order the time to pay ran out on is not one the shop cancelled', async () => {
    const orderId = await kbzpayOrder(shop, hoodie);
    expect(await page(orderId)).toMatchObject({ state: 'awaiting', cancelledByShop: false });
    await makeDue(shop, orderId);
    await request(shop, { method: 'POST', url: '/api/admin/payments/sweep', token: owner.token });
    expect(await page(orderId)).toMatchObject({ state: 'expired', cancelledByShop: false });
  });
});
