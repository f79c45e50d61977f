import { asc, eq, sql } from 'drizzle-orm';
import type { AdminOrder, AuditOrderEdit } from '@shop/shared/admin';
import {
  canEditOrder,
  ORDER_CHANGED_NOTE,
  ORDER_EDITED,
  ORDER_EDIT_NOTHING,
  ORDER_NOT_FOUND,
  ORDER_PAID_TOTAL_FIXED,
  orderNotEditable,
} from '@shop/shared/orders';
import type { EditOrder } from '@shop/shared/owner-orders';
import type { Db, Tx } from '../../db/client.ts';
import { orderItems, orders, orderTimeline } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { safeError } from '../../lib/safe-error.ts';
import { recordAudit } from '../audit/index.ts';
import { bumpCatalogVersion, catalogTransaction } from '../catalog/index.ts';
import { resolveDelivery } from '../delivery/index.ts';
import { getAdminOrder, orderIdOrNotFound } from './admin-order-read.ts';
import type { StatusDeps } from './admin-order-status.ts';
import { sendOrderChangedMail } from './order-change-mail.ts';
import { orderMailLanguage } from './order-status.ts';
import { outOfStock } from './order-stock.ts';
import { catalogueLines, itemRows, placeColumns, type Line } from './order-write.ts';
import { editChanges, type OldLine } from './order-edit-changes.ts';

const unit = (l: { variantId: string; size: string }) => `${l.variantId}/${l.size}`;

/**
 * Moves the difference between the old lines and the new ones in one statement: each stock row
 * the order touches is locked in one fixed order (variant id, size; as checkout takes them, so
 * concurrent orders queue instead of deadlocking) and checked under the lock, then given back or
 * taken. A unit short of what the new lines need refuses the whole edit with checkout's 409.
 */
async function moveStock(tx: Tx, before: readonly OldLine[], after: readonly Line[]): Promise<boolean> {
  const delta = new Map<string, { variantId: string; size: string; delta: number }>();
  for (const l of before) {
    const d = delta.get(unit(l)) ?? { variantId: l.variantId, size: l.size, delta: 0 };
    delta.set(unit(l), { ...d, delta: d.delta - l.quantity });
  }
  for (const l of after) {
    const d = delta.get(unit(l)) ?? { variantId: l.variantId, size: l.size, delta: 0 };
    delta.set(unit(l), { ...d, delta: d.delta + l.quantity });
  }
  const moves = [...delta.values()].filter((d) => d.delta !== 0);
  if (!moves.length) return false;
  const rows = sql`select * from unnest(${`{${moves.map((m) => m.variantId).join(',')}}`}::uuid[],
    ${`{${moves.map((m) => m.size).join(',')}}`}::text[], ${`{${moves.map((m) => m.delta).join(',')}}`}::int[])
    as d(variant_id, size, delta)`;
  const { rows: locked } = await tx.execute<{ variant_id: string; size: string; stock: number }>(sql`
    select s.variant_id, s.size, s.stock from variant_stock s join (${rows}) d
      on d.variant_id = s.variant_id and d.size = s.size
    order by s.variant_id, s.size for update of s`);
  const stock = new Map(locked.map((r) => [`${r.variant_id}/${r.size}`, r.stock]));
  for (const m of moves) {
    if (m.delta > 0 && (stock.get(unit(m)) ?? 0) < m.delta) {
      const line = after.find((l) => unit(l) === unit(m))!;
      throw outOfStock(line, `cartItems.${line.index}`);
    }
  }
  await tx.execute(sql`
    update variant_stock s set stock = s.stock - d.delta from (${rows}) d
    where d.variant_id = s.variant_id and d.size = s.size`);
  // A size the admin removed since comes back with the returned units; a deleted colour has nothing to return to.
  await tx.execute(sql`
    insert into variant_stock (variant_id, size, stock)
    select d.variant_id, d.size, -d.delta from (${rows}) d join product_variants v on v.id = d.variant_id
    where d.delta < 0 order by d.variant_id, d.size
    on conflict (variant_id, size) do nothing`);
  return true;
}

/**
 * PUT /api/admin/orders/{id}: the owner changes an order before it ships (docs/decisions/047):
 * its address and place (the fee read again from the zone table), its lines and quantities (priced
 * from the catalogue now), the stock moved, the totals recomputed, with a timeline entry and an audit
 * entry naming what changed, all in one transaction over the order's locked row; the order's status
 * is left to `moveOrders`, and shipped, delivered or cancelled orders are refused (409). Once
 * committed, a customer with an email is mailed the order as it is now, in their language.
 */
export async function editOrder(
  db: Db,
  deps: StatusDeps,
  adminId: string,
  rawId: string,
  input: EditOrder,
): Promise<{ message: string; order: AdminOrder }> {
  const orderId = orderIdOrNotFound(rawId);
  const lines = (await catalogueLines(db, input)).sort((a, b) => a.index - b.index);
  const subtotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const billing = input.billingDetails;
  const delivery = await resolveDelivery(db, billing, subtotal);
  const changed = await catalogTransaction(db, async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.orderId, orderId)).for('update');
    if (!row) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    if (!canEditOrder(row.status)) throw new AppError('CONFLICT', orderNotEditable(row.status), 'status');
    const before = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.position));
    const next = {
      subtotal,
      shippingCost: delivery.fee,
      total: subtotal + delivery.fee,
      ...placeColumns(billing, delivery),
    };
    const summary: AuditOrderEdit = editChanges(row, next, before, lines);
    if (!summary.changes.length && !summary.lines.length) return false;
    // A paid transfer's amount is settled: its total cannot move (the owner cancels and retakes instead).
    if (row.paymentMethod !== 'cod' && row.paymentStatus === 'completed' && next.total !== row.total) {
      throw new AppError('CONFLICT', ORDER_PAID_TOTAL_FIXED, 'cartItems');
    }
    if (await moveStock(tx, before, lines)) await bumpCatalogVersion(tx);
    await tx.delete(orderItems).where(eq(orderItems.orderId, orderId));
    await tx.insert(orderItems).values(itemRows(orderId, lines));
    await tx
      .update(orders)
      .set({ ...next, updatedAt: sql`now()` })
      .where(eq(orders.orderId, orderId));
    await tx.insert(orderTimeline).values({
      orderId,
      fromStatus: row.status,
      toStatus: row.status,
      by: 'admin',
      byUserId: adminId,
      note: ORDER_CHANGED_NOTE,
    });
    await recordAudit(tx, adminId, [{ action: 'order.edit', entityId: orderId, summary }]);
    return true;
  });
  const order = await getAdminOrder(db, orderId);
  if (!changed) return { message: ORDER_EDIT_NOTHING, order };
  // Not awaited: the owner's answer does not wait on SMTP, and a mail failure never undoes the change.
  void orderMailLanguage(db, orderId)
    .then((language) => sendOrderChangedMail(deps, order, language))
    .catch((error: unknown) =>
      deps.log.warn({ err: safeError(error), orderId }, 'order changed but the mail to the customer failed'),
    );
  return { message: ORDER_EDITED, order };
}
