import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminOrder } from '@shop/shared/admin';
import type { PaymentPage, PaymentsToCheck } from '@shop/shared/payments';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { person, type Person } from '../../../test/support/people.ts';
import { request } from '../../../test/support/request.ts';
import { addProducts, stockOf } from '../../../test/support/catalog.ts';
import { picture, storedFiles } from '../../../test/support/images.ts';
import { enableKbzpay, kbzpayOrder, orderRow, submitTransfer } from '../../../test/support/payments.ts';

describe('KBZ Pay transfers checked by the owner', () => {
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

  const page = async (orderId: string, token?: string) => {
    const res = await request(shop, {
      method: 'GET',
      url: token ? `/api/auth/orders/${orderId}/payment` : `/api/auth/guest-orders/${orderId}/payment`,
      token,
    });
    return { status: res.statusCode, body: res.json<PaymentPage>() };
  };
  const toCheck = async () =>
    (await request(shop, { method: 'GET', url: '/api/admin/payments', token: owner.token })).json<PaymentsToCheck>();
  const decide = (id: string, action: 'confirm' | 'reject', reason?: string) =>
    request(shop, {
      method: 'POST',
      url: `/api/admin/payments/${id}/${action}`,
      token: owner.token,
      ...(reason !== undefined ? { payload: { reason } } : {}),
    });
  const timeline = async (orderId: string) =>
    (await request(shop, { method: 'GET', url: `/api/admin/orders/${orderId}`, token: owner.token })).json()
      .timeline as {
      from: string;
      to: string;
      by: string;
      note?: string;
    }[];

  it('shows a guest what to pay: QR, name, number, the exact amount and the time left', async () => {
    const orderId = await kbzpayOrder(shop, hoodie, { quantity: 2 });
    const { status, body } = await page(orderId);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      orderId,
      total: 93_000,
      state: 'awaiting',
      accountName: 'Street Shop',
      phone: '09780011223',
      transactionId: null,
    });
    expect(body.qrImage).toMatch(/^\/uploads\/products\/.+\.webp$/);
    const left = Date.parse(body.dueAt!) - Date.parse(body.now);
    expect(left).toBeGreaterThan(23.9 * 3600_000);
    expect(left).toBeLessThanOrEqual(24 * 3600_000);
    expect(await stockOf(shop, hoodie, 'Black', 'M')).toBe(3);
  });

  it('lets only the owner of an order reach its payment page', async () => {
    const customer = await person(shop);
    const stranger = await person(shop, { name: 'Stranger' });
    const own = await kbzpayOrder(shop, hoodie, { token: customer.token });
    expect((await page(own, customer.token)).status).toBe(200);
    expect((await page(own, stranger.token)).status).toBe(404);
    // A customer's order is not a guest order: its id alone opens nothing.
    expect((await page(own)).status).toBe(404);
    expect((await submitTransfer(shop, own, 'TX1')).statusCode).toBe(404);
    expect((await submitTransfer(shop, own, 'TX1', { token: stranger.token })).statusCode).toBe(404);
    expect((await submitTransfer(shop, own, 'TX1', { token: customer.token })).statusCode).toBe(201);
  });

  it('confirms a transfer: payment completed, order processing, timeline and audit, once', async () => {
    const orderId = await kbzpayOrder(shop, hoodie);
    const sent = await submitTransfer(shop, orderId, 'kbz-2611-0001', { screenshot: await picture('jpeg') });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().payment).toMatchObject({ state: 'waiting', transactionId: 'KBZ-2611-0001' });
    expect((await submitTransfer(shop, orderId, 'KBZ-2611-0002')).statusCode).toBe(409);

    const list = await toCheck();
    expect(list.count).toBe(1);
    const [payment] = list.payments;
    expect(payment).toMatchObject({ orderId, total: 48_000, transactionId: 'KBZ-2611-0001', usedOnOrders: [] });
    expect(payment!.screenshot).toBe(`/api/admin/payments/${payment!._id}/screenshot`);
    const count = await request(shop, { method: 'GET', url: '/api/admin/payments/count', token: owner.token });
    expect(count.json()).toEqual({ count: 1 });

    expect((await decide(payment!._id, 'confirm')).statusCode).toBe(200);
    expect(await orderRow(shop, orderId)).toEqual({ status: 'processing', payment_status: 'completed' });
    expect((await page(orderId)).body).toMatchObject({ state: 'confirmed', dueAt: null });
    const again = await decide(payment!._id, 'confirm');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This payment is not waiting to be checked');
    expect((await decide(payment!._id, 'reject', 'late')).statusCode).toBe(409);
    expect((await decide('999999', 'confirm')).statusCode).toBe(404);
    expect((await toCheck()).count).toBe(0);

    expect((await timeline(orderId)).at(-1)).toMatchObject({
      from: 'pending',
      to: 'processing',
      by: 'admin',
      note: 'KBZ Pay payment confirmed (transaction KBZ-2611-0001)',
    });
    const audit = await request(shop, {
      method: 'GET',
      url: `/api/admin/audit?entityType=payment&entityId=${orderId}`,
      token: owner.token,
    });
    expect(audit.json().entries).toMatchObject([
      { action: 'payment.confirm', summary: { transactionId: 'KBZ-2611-0001', total: 48_000 } },
    ]);
  });

  it('rejects with a reason: the customer is e-mailed in their language and may send another id', async () => {
    const orderId = await kbzpayOrder(shop, hoodie, { language: 'my' });
    await submitTransfer(shop, orderId, 'TX-WRONG');
    const [payment] = (await toCheck()).payments;
    expect((await decide(payment!._id, 'reject', '')).statusCode).toBe(400);
    expect((await decide(payment!._id, 'reject', 'No transfer with this id arrived')).statusCode).toBe(200);

    expect(await orderRow(shop, orderId)).toEqual({ status: 'pending', payment_status: 'pending' });
    expect((await page(orderId)).body).toMatchObject({
      state: 'rejected',
      rejectReason: 'No transfer with this id arrived',
      transactionId: 'TX-WRONG',
    });
    // Not the owner's new-order notice nor the order's first mail, whose subjects name the order and KBZ Pay too.
    const mail = await shop.mail.waitFor(
      (m) => m.subject.includes(orderId) && m.subject.includes('အတည်မပြုနိုင်ပါ') && !m.to.includes(shop.config.shopEmail),
    );
    expect(mail.to).toEqual(['aung@example.com']);
    expect(mail.subject).toBe(`အော်ဒါ ${orderId}: သင့် KBZ Pay ငွေလွှဲကို အတည်မပြုနိုင်ပါ`);
    expect(mail.text).toContain('No transfer with this id arrived');
    expect(mail.text).toContain('၄၈,၀၀၀ ကျပ်');
    expect(mail.text).toContain(`http://shop.test/qr/${orderId}`);
    expect((await timeline(orderId)).at(-1)).toMatchObject({
      from: 'pending',
      to: 'pending',
      note: 'KBZ Pay payment rejected (transaction TX-WRONG): No transfer with this id arrived',
    });

    const again = await submitTransfer(shop, orderId, 'TX-RIGHT');
    expect(again.statusCode).toBe(201);
    expect(again.json().payment.state).toBe('waiting');
    expect((await toCheck()).payments.map((p) => p.transactionId)).toEqual(['TX-RIGHT']);
  });

  it("answers an order's transfers on its admin page: ids, screenshot, when, and what was decided", async () => {
    const orderId = await kbzpayOrder(shop, hoodie);
    const other = await kbzpayOrder(shop, hoodie);
    const adminOrder = async (id: string) =>
      (await request(shop, { method: 'GET', url: `/api/admin/orders/${id}`, token: owner.token })).json<AdminOrder>();
    expect((await adminOrder(orderId)).transfers).toEqual([]);

    await submitTransfer(shop, orderId, 'tx-wrong', { screenshot: await picture('png') });
    const [waiting] = (await adminOrder(orderId)).transfers;
    expect(waiting).toMatchObject({
      transactionId: 'TX-WRONG',
      state: 'waiting',
      rejectReason: null,
      decidedAt: null,
      usedOnOrders: [],
    });
    expect(waiting!.screenshot).toBe(`/api/admin/payments/${waiting!._id}/screenshot`);
    expect(Date.now() - Date.parse(waiting!.submittedAt)).toBeLessThan(60_000);
    // The id is the one the payments to check confirm and reject by.
    expect(waiting!._id).toBe((await toCheck()).payments[0]!._id);

    await decide(waiting!._id, 'reject', 'No transfer with this id arrived');
    await submitTransfer(shop, orderId, 'TX-RIGHT');
    await submitTransfer(shop, other, 'tx-right');
    const { transfers } = await adminOrder(orderId);
    expect(transfers).toMatchObject([
      { transactionId: 'TX-RIGHT', state: 'waiting', screenshot: null, usedOnOrders: [other] },
      { transactionId: 'TX-WRONG', state: 'rejected', rejectReason: 'No transfer with this id arrived' },
    ]);
    expect(Date.parse(transfers[1]!.decidedAt!)).toBeGreaterThanOrEqual(Date.parse(transfers[1]!.submittedAt));

    await decide(transfers[0]!._id, 'confirm');
    const confirmed = await adminOrder(orderId);
    expect(confirmed.status).toBe('processing');
    expect(confirmed.transfers[0]).toMatchObject({ state: 'confirmed', rejectReason: null });
    // The list of orders carries them too.
    const list = await request(shop, { method: 'GET', url: '/api/admin/orders', token: owner.token });
    const listed = list.json<{ orders: AdminOrder[] }>().orders;
    expect(listed.find((o) => o.orderId === orderId)!.transfers).toHaveLength(2);
  });

  it('flags a transaction id already used on another order', async () => {
    const first = await kbzpayOrder(shop, hoodie);
    const second = await kbzpayOrder(shop, hoodie);
    await submitTransfer(shop, first, 'SAME-ID-1');
    await submitTransfer(shop, second, 'same-id-1');
    const { payments } = await toCheck();
    expect(payments.find((p) => p.orderId === second)!.usedOnOrders).toEqual([first]);
    expect(payments.find((p) => p.orderId === first)!.usedOnOrders).toEqual([second]);
  });

  it('checks the screenshot like an upload and refuses a bad id, storing nothing', async () => {
    const orderId = await kbzpayOrder(shop, hoodie);
    const before = storedFiles(shop).length;
    const notImage = await submitTransfer(shop, orderId, 'TX-1', { screenshot: Buffer.from('<svg/> not a picture') });
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json()).toMatchObject({
      field: 'screenshot',
      message: 'Only JPEG, PNG, WebP or AVIF images are accepted',
    });
    const badId = await submitTransfer(shop, orderId, 'TX 1; drop');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().field).toBe('transactionId');
    const json = await request(shop, { method: 'POST', url: `/api/auth/guest-orders/${orderId}/payment`, payload: {} });
    expect(json.json()).toMatchObject({ field: 'transactionId', message: 'Transaction id is required' });
    expect(storedFiles(shop).length).toBe(before);
  });

  it('refuses a transfer for a cash on delivery order or one the owner cancelled', async () => {
    const orderId = await kbzpayOrder(shop, hoodie);
    const cancel = await request(shop, {
      method: 'PUT',
      url: `/api/admin/orders/${orderId}/status`,
      token: owner.token,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    expect((await page(orderId)).body.state).toBe('closed');
    const res = await submitTransfer(shop, orderId, 'TX-LATE');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This order is not waiting for a KBZ Pay transfer');
  });
});
