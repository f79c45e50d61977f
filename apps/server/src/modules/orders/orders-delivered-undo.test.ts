import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNDO_DELIVERED_TOO_LATE, type AdminOrder, type AuditList } from '@shop/shared/admin';
import { MY_ERRORS } from '../../locales/my-errors.ts';
import { addProducts } from '../../../test/support/catalog.ts';
import { placeOrder } from '../../../test/support/orders.ts';
import { person, type Person } from '../../../test/support/people.ts';
import { request } from '../../../test/support/request.ts';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';

describe('delivered with care: the undo within 24 hours', () => {
  let shop: TestShop;
  let boss: Person;
  let tee: string;
  beforeAll(async () => {
    shop = await createTestShop();
    boss = await person(shop, { role: 'admin' });
    [tee] = (await addProducts(shop.database.db, [
      { itemName: 'Undo Tee', price: 20_000, variants: [{ color: 'Black', sizes: { M: 20 } }] },
    ])) as [string];
  });
  afterAll(() => shop.close());

  const move = (id: string, payload: object, language = 'en') =>
    request(shop, {
      method: 'PUT',
      url: `/api/admin/orders/${id}/status`,
      token: boss.token,
      payload,
      headers: { 'accept-language': language },
    });
  const order = async (id: string) =>
    (await request(shop, { method: 'GET', url: `/api/admin/orders/${id}`, token: boss.token })).json<AdminOrder>();
  const delivered = async () => {
    const id = await placeOrder(shop, [{ productId: tee, color: 'Black', size: 'M', quantity: 1 }]);
    await move(id, { status: 'processing' });
    expect((await move(id, { status: 'shipped', courier: 'Ninja Van', trackingNumber: 'NV-1' })).statusCode).toBe(200);
    expect((await move(id, { status: 'delivered' })).statusCode).toBe(200);
    expect(await order(id)).toMatchObject({ status: 'delivered', payment: { method: 'cod', status: 'completed' } });
    return id;
  };

  it('takes a delivered COD order back to shipped: payment pending, courier kept, on the timeline and in the audit', async () => {
    const id = await delivered();
    const undone = await move(id, { status: 'shipped' });
    expect(undone.statusCode, undone.body).toBe(200);
    const after = await order(id);
    expect(after).toMatchObject({ status: 'shipped', payment: { method: 'cod', status: 'pending' } });
    expect(after).toMatchObject({ courier: 'Ninja Van', trackingNumber: 'NV-1' });
    expect(after.timeline.at(-1)).toMatchObject({ from: 'delivered', to: 'shipped', by: 'admin' });
    const audit = (
      await request(shop, { method: 'GET', url: `/api/admin/audit?entityType=order&entityId=${id}`, token: boss.token })
    ).json<AuditList>().entries;
    expect(audit[0]).toMatchObject({ action: 'order.status', summary: { from: 'delivered', to: 'shipped' } });
    // Delivered again, it is paid again.
    expect((await move(id, { status: 'delivered' })).statusCode).toBe(200);
    expect(await order(id)).toMatchObject({ status: 'delivered', payment: { status: 'completed' } });
  });

  it('refuses the undo 24 hours after the delivery with a sentence, and changes nothing', async () => {
    const id = await delivered();
    await shop.database.db.execute(
      sql`update order_timeline set at = at - interval '24 hours 1 minute' where order_id = ${id}`,
    );
    const late = await move(id, { status: 'shipped' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: UNDO_DELIVERED_TOO_LATE, code: 'CONFLICT', field: 'status' });
    const burmese = await move(id, { status: 'shipped' }, 'my');
    expect(burmese.json<{ message: string }>().message).toBe(MY_ERRORS[UNDO_DELIVERED_TOO_LATE]);
    const after = await order(id);
    expect(after).toMatchObject({ status: 'delivered', payment: { status: 'completed' } });
    expect(after.timeline.at(-1)).toMatchObject({ to: 'delivered' });
  });

  it('undoes once when two undos race, and never moves a cancelled order back', async () => {
    const id = await delivered();
    const [a, b] = await Promise.all([move(id, { status: 'shipped' }), move(id, { status: 'shipped' })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await order(id)).timeline.filter((t) => t.from === 'delivered')).toHaveLength(1);

    const cancelled = await placeOrder(shop, [{ productId: tee, color: 'Black', size: 'M', quantity: 1 }]);
    await move(cancelled, { status: 'cancelled' });
    expect((await move(cancelled, { status: 'shipped' })).statusCode).toBe(409);
  });
});
