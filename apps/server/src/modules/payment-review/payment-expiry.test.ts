import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { person, type Person } from '../../../test/support/people.ts';
import { request } from '../../../test/support/request.ts';
import { addProducts, stockOf } from '../../../test/support/catalog.ts';
import {
  enableKbzpay,
  enableWallet,
  kbzpayOrder,
  makeDue,
  orderRow,
  submitTransfer,
} from '../../../test/support/payments.ts';
import { startPaymentSweeper, sweepPayments } from './payment-expiry.ts';

const deps = (shop: TestShop) => ({ mailer: shop.app.mailer, publicUrl: shop.config.publicUrl, log: shop.app.log });
const until = async (done: () => Promise<boolean>) => {
  const deadline = Date.now() + 10_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('condition not met within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

describe('unpaid KBZ Pay orders expire once', () => {
  let shop: TestShop;
  let other: TestShop | undefined;
  let owner: Person;
  let hoodie: string;

  beforeEach(async () => {
    shop = await createTestShop();
    owner = await person(shop, { role: 'admin' });
    [hoodie] = (await addProducts(shop.database.db, [
      { itemName: 'Street Hoodie', price: 45_000, variants: [{ color: 'Black', sizes: { M: 10 } }] },
    ])) as [string];
    await enableKbzpay(shop, owner.token);
  });
  afterEach(async () => {
    await other?.close();
    other = undefined;
    await shop.close();
  });

  const count = async (query: ReturnType<typeof sql>) =>
    Number((await shop.database.db.execute<{ n: number }>(query)).rows[0]!.n);
  const cancellations = (orderId: string) =>
    count(sql`select count(*)::int as n from order_timeline where order_id = ${orderId} and to_status = 'cancelled'`);
  const expiryMails = (s: TestShop, orderId: string) =>
    s.mail.received.filter((m) => m.subject === `Order ${orderId} has been cancelled`).length;

  it('fixes the due time from the hold time when the order is placed', async () => {
    await enableKbzpay(shop, owner.token, { holdHours: 0.5 });
    const orderId = await kbzpayOrder(shop, hoodie);
    const held = await count(
      sql`select extract(epoch from payment_due_at - created_at)::int as n from orders where order_id = ${orderId}`,
    );
    expect(held).toBe(1800);
  });

  it('two instances sweeping the same database: one cancellation, one restock, one mail per order', async () => {
    other = await createTestShop({}, { databaseUrl: shop.databaseUrl });
    // Any wallet's unpaid orders expire the same way (KBZ Pay, Wave Pay, a bank transfer).
    await enableWallet(shop, owner.token, 'wavepay');
    await enableWallet(shop, owner.token, 'bank', { bankName: 'KBZ Bank', accountNumber: '001 2345' });
    const orders = [
      await kbzpayOrder(shop, hoodie, { quantity: 2 }),
      await kbzpayOrder(shop, hoodie, { quantity: 3, method: 'wavepay' }),
      await kbzpayOrder(shop, hoodie, { quantity: 1, method: 'bank' }),
    ];
    expect(await stockOf(shop, hoodie, 'Black', 'M')).toBe(4);
    for (const id of orders) await makeDue(shop, id);

    const stops = [
      startPaymentSweeper(shop.database.db, deps(shop), 5),
      startPaymentSweeper(other.database.db, deps(other), 5),
    ];
    // And sweeps started by hand at the same moment on both.
    await Promise.all([sweepPayments(shop.database.db, deps(shop)), sweepPayments(other.database.db, deps(other))]);
    await until(async () => orders.every((id) => expiryMails(shop, id) + expiryMails(other!, id) === 1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await Promise.all(stops.map((stop) => stop()));

    for (const id of orders) {
      expect(await orderRow(shop, id)).toEqual({ status: 'cancelled', payment_status: 'failed' });
      expect(await cancellations(id)).toBe(1);
      expect(expiryMails(shop, id) + expiryMails(other, id)).toBe(1);
    }
    expect(await stockOf(shop, hoodie, 'Black', 'M')).toBe(10);
    expect(await count(sql`select count(*)::int as n from payment_expiry_mails`)).toBe(0);
    const [mail] = [...shop.mail.received, ...other.mail.received].filter(
      (m) => m.subject === `Order ${orders[0]} has been cancelled`,
    );
    expect(mail!.text).toContain('KBZ Pay payment of 93,000 MMK');
    expect(mail!.text).toContain(`http://shop.test/qr/${orders[0]}`);
    const wave = [...shop.mail.received, ...other.mail.received].filter(
      (m) => m.subject === `Order ${orders[1]} has been cancelled`,
    );
    expect(wave).toHaveLength(1);
    expect(wave[0]!.text).toContain('We did not receive the Wave Pay payment of 138,000 MMK');
    const notes = await count(
      sql`select count(*)::int as n from order_timeline where order_id = ${orders[2]!} and note = 'Bank transfer payment not received in time'`,
    );
    expect(notes).toBe(1);
  });

  it('a restart after the due time still cancels the order', async () => {
    const orderId = await kbzpayOrder(shop, hoodie);
    const { databaseUrl } = shop;
    await other?.close();
    await shop.app.close();
    await makeDue(shop, orderId);
    other = await createTestShop({}, { databaseUrl });
    // What server.ts does on start: sweep at once.
    const stop = startPaymentSweeper(other.database.db, deps(other));
    await until(async () => expiryMails(other!, orderId) === 1);
    await stop();
    expect(await orderRow(shop, orderId)).toEqual({ status: 'cancelled', payment_status: 'failed' });
    expect(await stockOf(shop, hoodie, 'Black', 'M')).toBe(10);
    const page = await request(other, { method: 'GET', url: `/api/auth/guest-orders/${orderId}/payment` });
    expect(page.json()).toMatchObject({ state: 'expired', dueAt: null });
  });

  it('never expires a confirmed order, nor one whose transfer waits to be checked', async () => {
    const confirmed = await kbzpayOrder(shop, hoodie);
    const waiting = await kbzpayOrder(shop, hoodie);
    await submitTransfer(shop, confirmed, 'TX-PAID');
    await submitTransfer(shop, waiting, 'TX-WAIT');
    const list = await request(shop, { method: 'GET', url: '/api/admin/payments', token: owner.token });
    const paid = list.json().payments.find((p: { orderId: string }) => p.orderId === confirmed);
    await request(shop, { method: 'POST', url: `/api/admin/payments/${paid._id}/confirm`, token: owner.token });
    await makeDue(shop, confirmed);
    await makeDue(shop, waiting);

    const swept = await request(shop, { method: 'POST', url: '/api/admin/payments/sweep', token: owner.token });
    expect(swept.json()).toEqual({ expired: 0 });
    expect(await orderRow(shop, confirmed)).toEqual({ status: 'processing', payment_status: 'completed' });
    expect(await orderRow(shop, waiting)).toEqual({ status: 'pending', payment_status: 'pending' });

    // Once that transfer is rejected, the overdue order expires at the next sweep.
    const left = (await request(shop, { method: 'GET', url: '/api/admin/payments', token: owner.token })).json();
    const reason = { reason: 'Not received' };
    await request(shop, {
      method: 'POST',
      url: `/api/admin/payments/${left.payments[0]._id}/reject`,
      token: owner.token,
      payload: reason,
    });
    const again = await request(shop, { method: 'POST', url: '/api/admin/payments/sweep', token: owner.token });
    expect(again.json()).toEqual({ expired: 1 });
    expect(await orderRow(shop, waiting)).toEqual({ status: 'cancelled', payment_status: 'failed' });
    expect((await submitTransfer(shop, waiting, 'TX-TOO-LATE')).statusCode).toBe(409);
  });

  it('refuses a transfer after the due time, before any sweep', async () => {
    const orderId = await kbzpayOrder(shop, hoodie);
    await makeDue(shop, orderId);
    const page = await request(shop, { method: 'GET', url: `/api/auth/guest-orders/${orderId}/payment` });
    expect(page.json().state).toBe('expired');
    expect((await submitTransfer(shop, orderId, 'TX-LATE')).statusCode).toBe(409);
  });
});
