import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentsToCheck } from '@shop/shared/payments';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { person, type Person } from '../../../test/support/people.ts';
import { request } from '../../../test/support/request.ts';
import { addProducts } from '../../../test/support/catalog.ts';
import { enableKbzpay, kbzpayOrder, orderRow, submitTransfer } from '../../../test/support/payments.ts';

/** Issue #28, item 2: one KBZ Pay transfer must not pay for several orders. */
describe('one KBZ Pay transaction id, however it is typed, confirms one order', () => {
  let shop: TestShop;
  let owner: Person;
  let hoodie: string;

  beforeEach(async () => {
    shop = await createTestShop();
    owner = await person(shop, { role: 'admin' });
    [hoodie] = (await addProducts(shop.database.db, [
      { itemName: 'Street Hoodie', price: 45_000, variants: [{ color: 'Black', sizes: { M: 20 } }] },
    ])) as [string];
    await enableKbzpay(shop, owner.token);
  });
  afterEach(() => shop.close());

  const toCheck = async () =>
    (await request(shop, { method: 'GET', url: '/api/admin/payments', token: owner.token })).json<PaymentsToCheck>();
  const paymentOf = async (orderId: string) => (await toCheck()).payments.find((p) => p.orderId === orderId)!;
  const confirm = (paymentId: string, payload?: object, language = 'en') =>
    request(shop, {
      method: 'POST',
      url: `/api/admin/payments/${paymentId}/confirm`,
      token: owner.token,
      headers: { 'accept-language': language },
      ...(payload ? { payload } : {}),
    });
  /** Three orders, each sent the same transfer's id spelled another way. */
  const threeOrders = async () => {
    const orders = [await kbzpayOrder(shop, hoodie), await kbzpayOrder(shop, hoodie), await kbzpayOrder(shop, hoodie)];
    const spellings = ['0100-3984-022', '01003984022', '၀၁၀၀ ၃၉၈၄ ၀၂၂'];
    for (const [i, orderId] of orders.entries()) {
      expect((await submitTransfer(shop, orderId, spellings[i]!)).statusCode).toBe(201);
    }
    return orders as [string, string, string];
  };

  it('accepts an id typed in Myanmar digits, kept in Latin digits', async () => {
    const orderId = await kbzpayOrder(shop, hoodie);
    const sent = await submitTransfer(shop, orderId, ' ၀၁၀၀-၃၉၈၄   ၀၂၂ ');
    expect(sent.statusCode).toBe(201);
    expect(sent.json().payment).toMatchObject({ state: 'waiting', transactionId: '0100-3984 022' });
    expect((await paymentOf(orderId)).transactionId).toBe('0100-3984 022');
    // Still only letters and digits (and the dashes or spaces between them).
    for (const bad of ['---', 'TX 1; drop', '၀၁၀၀/၃၉']) {
      const refused = await submitTransfer(shop, await kbzpayOrder(shop, hoodie), bad);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().field).toBe('transactionId');
    }
  });

  it('flags the same id with dashes, spaces or Myanmar digits as used on the other orders', async () => {
    const [a, b, c] = await threeOrders();
    expect((await paymentOf(a)).usedOnOrders).toEqual([b, c].sort());
    expect((await paymentOf(b)).usedOnOrders).toEqual([a, c].sort());
    expect((await paymentOf(c)).usedOnOrders).toEqual([a, b].sort());
    const adminOrder = await request(shop, { method: 'GET', url: `/api/admin/orders/${c}`, token: owner.token });
    expect(adminOrder.json().transfers[0].usedOnOrders).toEqual([a, b].sort());
  });

  it('refuses to confirm an id already confirmed on another order, naming it, until the owner confirms anyway', async () => {
    const [a, b, c] = await threeOrders();
    expect((await confirm((await paymentOf(a))._id)).statusCode).toBe(200);

    const second = await paymentOf(b);
    const refused = await confirm(second._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'DUPLICATE_TRANSACTION',
      message: `This transaction id was already confirmed on order ${a}`,
    });
    const burmese = await confirm(second._id, undefined, 'my');
    expect(burmese.json().message).toBe(`ဤ Transaction ID ကို အော်ဒါ ${a} တွင် အတည်ပြုပြီး ဖြစ်ပါသည်`);
    // Refused means nothing changed: still waiting, order still unpaid.
    expect(await orderRow(shop, b)).toEqual({ status: 'pending', payment_status: 'pending' });
    expect((await toCheck()).payments.map((p) => p.orderId).sort()).toEqual([b, c].sort());
    expect((await confirm(second._id, { allowDuplicate: false })).statusCode).toBe(409);
    expect((await confirm(second._id, { allowDuplicate: 'yes' })).statusCode).toBe(400);

    // The owner checked their KBZPay history: two transfers after all.
    expect((await confirm(second._id, { allowDuplicate: true })).statusCode).toBe(200);
    expect(await orderRow(shop, b)).toEqual({ status: 'processing', payment_status: 'completed' });
    const audit = await request(shop, {
      method: 'GET',
      url: `/api/admin/audit?entityType=payment&entityId=${b}`,
      token: owner.token,
    });
    expect(audit.json().entries).toMatchObject([
      { action: 'payment.confirm', summary: { transactionId: '01003984022', total: 48_000, duplicateOf: [a] } },
    ]);

    // The third is refused naming both orders the id now pays for.
    const third = await confirm((await paymentOf(c))._id);
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(`This transaction id was already confirmed on order ${[a, b].sort().join(', ')}`);
  });

  it('of two confirmations of one id racing on two orders, one is made', async () => {
    const [a, b] = await threeOrders();
    const [first, second] = [await paymentOf(a), await paymentOf(b)];
    const db = shop.database.db;
    const waiting = async () =>
      (
        await db.execute<{ n: number }>(sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`)
      ).rows[0]!.n;
    // Both orders held, so both confirmations are under way at once before either can commit.
    let racing: Promise<Awaited<ReturnType<typeof confirm>>[]> | undefined;
    await db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from orders where order_id in (${a}, ${b}) for update`);
      racing = Promise.all([confirm(first._id), confirm(second._id)]);
      await expect.poll(waiting, { timeout: 10_000 }).toBe(2);
    });
    const answers = await racing!;
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const paid = [await orderRow(shop, a), await orderRow(shop, b)].filter((o) => o.payment_status === 'completed');
    expect(paid).toHaveLength(1);
  });
});
