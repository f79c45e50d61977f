import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  CUSTOMER_NOT_FOUND,
  OPEN_ORDER_STATUSES,
  type AdminCustomer,
  type AdminCustomerDetail,
  type AdminCustomerList,
  type AdminListQuery,
  type AdminOrder,
} from '@shop/shared/admin';
import { phoneSearchDigits } from '@shop/shared/phone-rules';
import type { Db } from '../../db/client.ts';
import { orders, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Storage } from '../../lib/storage.ts';
import { listAddresses } from '../account/index.ts';
import { bumpCatalogVersion, catalogTransaction } from '../catalog/index.ts';
import { containsPattern } from '../../db/like.ts';
import { isoTime } from '../catalog/index.ts';
import { queueScreenshotRemoval, removeScreenshots } from '../payments/index.ts';
import { recordAudit } from '../audit/index.ts';
import { adminOrders } from '../orders/index.ts';
import { offsetOf, pagination } from '../../lib/paging.ts';
import { isUuid } from '../../lib/uuid.ts';
import { returnStock } from '../orders/index.ts';

type CustomerRow = Omit<AdminCustomer, 'type'>;

/** Customers only: admins are never listed, shown or deletable here. */
const customerColumns = sql`u.id as "_id", u.name, u.display_name as "displayName", coalesce(u.email, '') as email, u.phone, u.verified,
  ${isoTime(sql`u.created_at`)} as "createdAt",
  (select count(*)::int from orders o where o.user_id = u.id) as "orderCount",
  (select coalesce(sum(o.total), 0)::int from orders o where o.user_id = u.id and o.status <> 'cancelled') as "totalSpent"`;

function customerSearch(text: string | undefined): SQL {
  if (!text) return sql`true`;
  const pattern = containsPattern(text);
  const digits = phoneSearchDigits(text);
  const phone = digits ? sql`or u.phone like ${`%${digits}%`}` : sql``;
  return sql`(u.name ilike ${pattern} or u.display_name ilike ${pattern} or u.email ilike ${pattern} ${phone})`;
}

const asCustomer = (row: CustomerRow): AdminCustomer => ({ ...row, type: 'user' });

/** GET /api/admin/customers: newest first, searched by name, email or phone, paged. */
export async function listCustomers(db: Db, query: AdminListQuery): Promise<AdminCustomerList> {
  const where = sql`u.type = 'user' and ${customerSearch(query.search)}`;
  const [counted, page] = await Promise.all([
    db.execute<{ total: number }>(sql`select count(*)::int as total from users u where ${where}`),
    db.execute<CustomerRow>(sql`select ${customerColumns} from users u where ${where}
      order by u.created_at desc, u.id limit ${query.limit} offset ${offsetOf(query)}`),
  ]);
  const total = counted.rows[0]?.total ?? 0;
  return { customers: page.rows.map(asCustomer), pagination: { ...pagination(query, total), totalCustomers: total } };
}

async function findCustomer(db: Db, id: string): Promise<AdminCustomer> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
  const { rows } = await db.execute<CustomerRow>(
    sql`select ${customerColumns} from users u where u.id = ${id} and u.type = 'user'`,
  );
  if (!rows[0]) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
  return asCustomer(rows[0]);
}

export async function getCustomer(db: Db, id: string): Promise<AdminCustomerDetail> {
  const customer = await findCustomer(db, id);
  return { ...customer, savedAddresses: await listAddresses(db, id) };
}

export async function customerOrders(db: Db, id: string): Promise<{ orders: AdminOrder[] }> {
  await findCustomer(db, id);
  const ids = await db.select({ orderId: orders.orderId }).from(orders).where(eq(orders.userId, id));
  return {
    orders: await adminOrders(
      db,
      ids.map((r) => r.orderId),
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
