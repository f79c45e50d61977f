import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Language } from '@shop/shared/language';
import {
  CUSTOMER_NOT_SUGGESTED,
  type CustomerSuggestion,
  type CustomerSuggestionList,
  type OwnerOrder,
} from '@shop/shared/owner-orders';
import { phoneSearchDigits } from '@shop/shared/phone-rules';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { orders, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Buyer, type OrderDeps, type PlacedOrder, placeOrder } from './orders.service.ts';

/**
 * POST /api/admin/orders: an order the owner takes for a customer who called or wrote
 * (docs/decisions/047). It goes through checkout's own `placeOrder`: lines and prices read from the
 * catalogue, the fee from the zone table, stock taken in the order's one statement (the same 409
 * on the last unit), the same Idempotency-Key rule; marked with its source and the admin, with its
 * timeline entry and audit entry written by that statement. A picked account makes it theirs (it
 * shows in their orders, their cart untouched); otherwise it is a guest order under the phone.
 */
export async function takeOwnerOrder(
  db: Db,
  deps: OrderDeps,
  adminId: string,
  key: string | undefined,
  input: OwnerOrder,
  language: Language,
): Promise<PlacedOrder> {
  const owner = { adminId, source: input.source };
  let buyer: Buyer = { guest: true, language, owner };
  if (input.customerId) {
    const [account] = await db
      .select({ id: users.id, language: users.language })
      .from(users)
      .where(and(eq(users.id, input.customerId), eq(users.type, 'user')));
    if (!account) throw new AppError('VALIDATION', CUSTOMER_NOT_SUGGESTED, 'customerId');
    buyer = { userId: account.id, language: account.language, owner };
  }
  return placeOrder(db, deps, buyer, key, input);
}

const SUGGESTIONS = 8;

/**
 * GET /api/admin/orders/customers?q=: accounts and earlier buyers whose name or phone (any spelling,
 * part of it) matches, one entry per canonical phone: an account and its phone's guest orders are one
 * person. Each carries the number of orders under that phone and where the last one went.
 */
export async function suggestCustomers(db: Db, q: string): Promise<CustomerSuggestionList> {
  const pattern = containsPattern(q);
  const digits = phoneSearchDigits(q);
  const accounts = await db
    .select({ id: users.id, name: users.name, phone: users.phone, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.type, 'user'),
        or(ilike(users.name, pattern), digits ? sql`${users.phone} like ${`%${digits}%`}` : undefined),
      ),
    )
    .orderBy(desc(users.createdAt))
    .limit(SUGGESTIONS);
  const accountPhones = accounts.map((a) => a.phone).filter((p): p is string => Boolean(p));
  const buyers = await db
    .selectDistinctOn([orders.phone], {
      phone: orders.phone,
      name: orders.name,
      email: orders.email,
      region: orders.region,
      city: orders.city,
      township: orders.township,
      fullAddress: orders.fullAddress,
      orders: sql<number>`count(*) over (partition by ${orders.phone})::int`,
    })
    .from(orders)
    .where(
      or(
        ilike(orders.name, pattern),
        digits ? sql`${orders.phone} like ${`%${digits}%`}` : undefined,
        accountPhones.length ? inArray(orders.phone, accountPhones) : undefined,
      ),
    )
    .orderBy(orders.phone, desc(orders.createdAt))
    .limit(SUGGESTIONS * 2);
  const byPhone = new Map(buyers.map((b) => [b.phone, b]));
  const place = (b: (typeof buyers)[number] | undefined) =>
    b ? { region: b.region, city: b.city, township: b.township, fullAddress: b.fullAddress } : null;
  const people: CustomerSuggestion[] = accounts.map((a) => {
    const bought = a.phone ? byPhone.get(a.phone) : undefined;
    if (a.phone) byPhone.delete(a.phone);
    return {
      customerId: a.id,
      name: a.name,
      phone: a.phone ?? '',
      email: a.email ?? '',
      orders: bought?.orders ?? 0,
      lastAddress: place(bought),
    };
  });
  for (const b of byPhone.values()) {
    people.push({
      customerId: null,
      name: b.name,
      phone: b.phone,
      email: b.email,
      orders: b.orders,
      lastAddress: place(b),
    });
  }
  return { customers: people.slice(0, SUGGESTIONS) };
}
