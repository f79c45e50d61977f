import { sql, type SQL } from 'drizzle-orm';
import type { AdminCustomer } from '@shop/shared/admin';
import { phoneSearchDigits } from '@shop/shared/phone-rules';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { isoTime } from '../catalog/index.ts';

/**
 * The owner's Customers as rows (docs/decisions/046): every account (type 'user', never admins)
 * and every guest buyer, one row per canonical phone of the orders placed without an account.
 * An account takes in the guest orders of its own phone, so a buyer is one row, not two; a guest
 * row is shown only while no account holds its phone. Orders' phones are stored canonical (decision
 * 029), so grouping by the column groups every spelling of a number.
 */
export type CustomerScope = {
  /** Which accounts to read (`u`), and which guest orders to group (`o`). */
  accounts: SQL;
  guestOrders: SQL;
};

export const everyCustomer: CustomerScope = { accounts: sql`true`, guestOrders: sql`true` };

const money = (alias: string) =>
  sql.raw(`coalesce(sum(${alias}.total) filter (where ${alias}.status <> 'cancelled'), 0)::int`);

function rows(scope: CustomerScope): SQL {
  return sql`guests as (
    select o.phone, count(*)::int as n, ${money('o')} as spent, min(o.created_at) as first_at, max(o.created_at) as last_at,
      (array_agg(o.name order by o.created_at desc))[1] as name,
      coalesce((array_agg(o.email order by o.created_at desc) filter (where o.email <> ''))[1], '') as email,
      string_agg(distinct o.name, ' ') as names
    from orders o where o.user_id is null and ${scope.guestOrders} group by o.phone
  ),
  customer_rows as (
    select u.id::text as id, 'account' as kind, u.name, u.display_name, coalesce(u.email, '') as email, u.phone,
      u.verified, u.created_at, own.n + coalesce(g.n, 0) as order_count, own.spent + coalesce(g.spent, 0) as spent,
      greatest(own.last_at, g.last_at) as last_at, concat_ws(' ', u.name, u.display_name, u.email, g.names) as words
    from users u
    cross join lateral (
      select count(*)::int as n, ${money('mine')} as spent, max(mine.created_at) as last_at
      from orders mine where mine.user_id = u.id
    ) own
    left join guests g on g.phone = u.phone
    where u.type = 'user' and ${scope.accounts}
    union all
    select 'guest-' || g.phone, 'guest', g.name, null, g.email, g.phone, false, g.first_at, g.n, g.spent, g.last_at,
      concat_ws(' ', g.names, g.email)
    from guests g
    where not exists (select 1 from users taken where taken.phone = g.phone and taken.type = 'user')
  )`;
}

const asJson = sql`json_build_object('_id', c.id, 'kind', c.kind, 'type', 'user', 'name', c.name,
  'displayName', c.display_name, 'email', c.email, 'phone', c.phone, 'verified', c.verified,
  'createdAt', ${isoTime(sql`c.created_at`)}, 'orderCount', c.order_count, 'totalSpent', c.spent,
  'lastOrderAt', case when c.last_at is null then null else ${isoTime(sql`c.last_at`)} end)`;

/** What the search box asks: the name(s), email or phone in any spelling (09…, +959…, Myanmar digits). */
function matches(search: string | undefined): SQL {
  if (!search) return sql`true`;
  const digits = phoneSearchDigits(search);
  const phone = digits ? sql`or c.phone like ${`%${digits}%`}` : sql``;
  return sql`(c.words ilike ${containsPattern(search)} ${phone})`;
}

/**
 * One page of customers, newest first (an account's sign-up, a guest's first order), and how many
 * match: one statement, whatever the page.
 */
export async function customerPage(
  db: Db,
  query: { search?: string | undefined; limit: number; offset: number },
  scope: CustomerScope = everyCustomer,
): Promise<{ total: number; customers: AdminCustomer[] }> {
  const { rows: found } = await db.execute<{ total: number; customers: AdminCustomer[] }>(sql`
    with ${rows(scope)},
    matched as (select * from customer_rows c where ${matches(query.search)})
    select (select count(*)::int from matched) as total,
      coalesce((select json_agg(${asJson} order by c.created_at desc, c.id)
        from (select * from matched order by created_at desc, id limit ${query.limit} offset ${query.offset}) c), '[]'::json)
        as customers`);
  return found[0] ?? { total: 0, customers: [] };
}
