import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  CUSTOMER_NOT_FOUND,
  GUEST_NOT_DELETABLE,
  guestPhoneOf,
  OPEN_ORDER_STATUSES,
  type AdminCustomer,
  type AdminCustomerDetail,
  type AdminCustomerList,
  type AdminListQuery,
  type AdminOrder,
} from '@shop/shared/admin';
import type { Db } from '../../db/client.ts';
import { orders, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Storage } from '../../lib/storage.ts';
import { listAddresses } from '../account/index.ts';
import { bumpCatalogVersion, catalogTransaction } from '../catalog/index.ts';
import { queueScreenshotRemoval, removeScreenshots } from '../payments/index.ts';
import { recordAudit } from '../audit/index.ts';
import { adminOrdersWhere } from '../orders/index.ts';
import { offsetOf, pagination } from '../../lib/paging.ts';
import { isUuid } from '../../lib/uuid.ts';
import { returnStock } from '../orders/index.ts';
import { customerPage, type CustomerScope } from './admin-customer-rows.ts';

/** GET /api/admin/customers: accounts and guest buyers, newest first, searched by name, email or phone, paged. */
export async function listCustomers(db: Db, query: AdminListQuery): Promise<AdminCustomerList> {
  const { total, customers } = await customerPage(db, { ...query, offset: offsetOf(query) });
  return { customers, pagination: { ...pagination(query, total), totalCustomers: total } };
}

/**
 * Customers whose name, email or phone (any spelling) holds the text, the newest first: for the
 * screens that suggest an existing customer as the owner types a phone or a name.
 */
export async function findCustomers(db: Db, text: string, limit = 5): Promise<AdminCustomer[]> {
  if (!text.trim()) return [];
  return (await customerPage(db, { search: text.trim(), limit, offset: 0 })).customers;
}

/** Which rows an id names: an account's uuid, or `guest-` and a phone. */
function scopeOf(id: string): CustomerScope {
  const phone = guestPhoneOf(id);
  if (phone !== null) return { accounts: sql`false`, guestOrders: sql`o.phone = ${phone}` };
  if (!isUuid(id)) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
  return {
    accounts: sql`u.id = ${id}`,
    guestOrders: sql`o.phone = (select phone from users where id = ${id})`,
  };
}

async function findCustomer(db: Db, id: string): Promise<AdminCustomer> {
  const { customers } = await customerPage(db, { limit: 1, offset: 0 }, scopeOf(id));
  const found = customers[0];
  if (!found || found._id !== id) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
  return found;
}

export async function getCustomer(db: Db, id: string): Promise<AdminCustomerDetail> {
  const customer = await findCustomer(db, id);
  return { ...customer, savedAddresses: customer.kind === 'account' ? await listAddresses(db, id) : [] };
}

/** An account's orders and the guest orders of its phone; a guest buyer's orders by their phone. */
export async function customerOrders(db: Db, id: string): Promise<{ orders: AdminOrder[] }> {
  const customer = await findCustomer(db, id);
  const guestOrders = customer.phone ? and(isNull(orders.userId), eq(orders.phone, customer.phone)) : undefined;
  return {
    orders: await adminOrdersWhere(
      db,
      customer.kind === 'account' ? or(eq(orders.userId, id), guestOrders) : guestOrders,
    ),
  };
}

/**
 * DELETE /api/admin/customers/{id}: the account with its cart, favourites, address and (spec
 * section 6) orders. Orders not yet shipped still hold stock, which goes back to the shelf in
 * the same transaction. The customer row is locked first, so an order they place meanwhile
 * either lands before (and is counted) or fails. The audit entry keeps who was deleted (name
 * and email, nothing else of the account) and how many orders went with them. The screenshots
 * the customer sent with KBZ Pay payments (their wallet's name, number and balance) go too.
 */
export async function deleteCustomer(
  db: Db,
  deps: { storage: Storage; log: FastifyBaseLogger },
  actorId: string,
  id: string,
): Promise<void> {
  if (guestPhoneOf(id) !== null) throw new AppError('CONFLICT', GUEST_NOT_DELETABLE);
  if (!isUuid(id)) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
  const screenshots = await catalogTransaction(db, async (tx) => {
    const [found] = await tx
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(and(eq(users.id, id), eq(users.type, 'user')))
      .for('update');
    if (!found) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
    const open = await tx
      .select({ orderId: orders.orderId })
      .from(orders)
      .where(and(eq(orders.userId, id), inArray(orders.status, [...OPEN_ORDER_STATUSES])))
      .for('update');
    const [all] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.userId, id));
    // Before the delete: it cascades to the order lines the stock is counted from, and to the payments.
    await returnStock(
      tx,
      open.map((o) => o.orderId),
    );
    const queued = await queueScreenshotRemoval(tx, sql`o.user_id = ${id}`);
    await tx.delete(users).where(eq(users.id, id));
    await recordAudit(tx, actorId, [
      {
        action: 'customer.delete',
        entityId: id,
        summary: { name: found.name, email: found.email ?? '', orders: all?.n ?? 0, restockedOrders: open.length },
      },
    ]);
    if (open.length) await bumpCatalogVersion(tx);
    return queued;
  });
  await removeScreenshots(db, deps.storage, deps.log, screenshots);
}
