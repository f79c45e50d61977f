import { sql } from 'drizzle-orm';
import type { PlaceOrder } from '@shop/shared/orders';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { counterUpsert, withoutWaitingForDisk } from '../../db/counters.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { RetryLaterError } from '../../lib/app-error.ts';
import {
  type CatalogLineRow,
  catalogLinesSql,
  catalogLineValues,
  resolvedLines,
  type ResolvedLine,
} from '../cart/index.ts';

export const TOO_MANY_GUEST_ORDERS =
  'Too many orders in a short time. Please wait a while, or sign in to order, and try again.';
export const TOO_MANY_GUEST_UNITS =
  'Too many items are waiting in unpaid guest orders. Please wait a while, or sign in to order, and try again.';

/** Seconds a sender refused for the units its unpaid orders hold is told to wait (they are freed as orders move on). */
const UNITS_RETRY_AFTER = 15 * 60;

const p = (name: string) => sql.placeholder(name);

type Verdict = {
  repeat: boolean;
  address_count: number | null;
  address_ttl: number | null;
  held: number | null;
  contact_count: number | null;
  contact_ttl: number | null;
  address_units: number | null;
  address_units_ttl: number | null;
};

/**
 * Every guest-order limit in one statement, planned once per connection (docs/decisions/036),
 * which also reads the cart's lines from the catalogue (`catalogLinesSql`: one row per line, each
 * with the verdict; one round trip fewer per order, decision 054):
 * - a repeat of an Idempotency-Key already answered counts nothing and is let through;
 * - the address's orders this hour are counted (every attempt: the upsert answers the new count
 *   atomically, so a burst cannot slip through together);
 * - once the address is within its limit: the units the phone's and the email's open guest
 *   orders hold unpaid are read from the orders themselves, and when those leave room, the phone
 *   and the email are counted (an attempt the address already refused uses nobody's turns);
 * - once the phone and the email are within theirs, the units are counted against the address.
 * Counters commit without waiting for the disk (`withoutWaitingForDisk`): a counter lost in a
 * crash costs a sender one more turn, never an order, and no order waits on another's fsync for
 * the address row a whole carrier NAT shares.
 */
const checkLimits = preparedStatement<Verdict & Partial<Nullable<CatalogLineRow>>>(
  'guest_order_start',
  sql`
  with earlier as (
    select from orders where idempotency_key = ${p('key')}::text
  ), address as (
    ${counterUpsert(sql`select ${p('addressKey')}::text, 1, ${p('hourMs')}::bigint where not exists (select from earlier)`)}
  ), passed as (
    select from address where address.count <= ${p('perAddress')}::int
  ), open_orders as (
    -- The phone's and the email's each found by its own partial index (migration 0030): written
    -- as one condition with OR, PostgreSQL read every open guest order's row (decision 054).
    select o.order_id from orders o
    where o.is_guest and o.status in ('pending', 'processing', 'shipped') and o.phone <> ''
      and o.phone = ${p('phone')}::text and o.payment_status <> 'completed' and exists (select from passed)
    union
    select o.order_id from orders o
    where o.is_guest and o.status in ('pending', 'processing', 'shipped') and o.email <> ''
      and o.email = ${p('email')}::text and o.payment_status <> 'completed' and exists (select from passed)
  ), held as (
    select coalesce(sum(i.quantity), 0)::int as units
    from open_orders o join order_items i on i.order_id = o.order_id
  ), contacts as (
    ${counterUpsert(sql`select k, 1, ${p('hourMs')}::bigint
      from unnest(array[${p('phoneKey')}::text, ${p('emailKey')}::text]) as k
      where k is not null and exists (select from passed)
        and (select units from held) + ${p('units')}::int <= ${p('unitsHeld')}::int`)}
  ), address_units as (
    ${counterUpsert(sql`select ${p('addressUnitsKey')}::text, ${p('units')}::int, ${p('hourMs')}::bigint
      where exists (select from contacts) and not exists (select from contacts where count > ${p('perContact')}::int)`)}
  ), verdict as (
    select exists (select from earlier) as repeat,
      (select count from address) as address_count, (select ttl from address) as address_ttl,
      (select units from held) as held,
      (select max(count) from contacts) as contact_count, (select max(ttl) from contacts) as contact_ttl,
      (select count from address_units) as address_units, (select ttl from address_units) as address_units_ttl,
      ${withoutWaitingForDisk}
  ), lines as (${catalogLinesSql})
  select verdict.*, lines.* from verdict left join lines on true order by lines.idx`,
);

type Nullable<T> = { [K in keyof T]: T[K] | null };

/**
 * The limits on guest checkout (no account behind it, so nothing else stops a flood), made for
 * a sale on mobile networks, where many phones share one public address (carrier-grade NAT): per
 * address only a generous count of orders and of units an hour; the real protection per phone
 * and per email (orders an hour, units held in unpaid open orders). Refusals are 429 with
 * Retry-After and a sentence that suggests signing in. Within its limits, answers what the
 * catalogue says of each cart line now (as `resolveLines` does), read in the same statement.
 */
export async function checkGuestOrderLimits(
  db: Db,
  limits: Config['guestOrders'],
  address: string,
  key: string | undefined,
  input: PlaceOrder,
): Promise<ResolvedLine[]> {
  // No email (phone first, docs/decisions/038): only the phone is counted and matched; a null
  // never equals an order's '' so the buyers without email do not share one count.
  const email = input.billingDetails.email.trim().toLowerCase() || null;
  const phone = input.billingDetails.phone;
  const units = input.cartItems.reduce((sum, line) => sum + line.quantity, 0);
  const rows = await checkLimits(db, {
    ...catalogLineValues(input.cartItems),
    key: key ?? null,
    addressKey: `guest-orders:address:${address}`,
    addressUnitsKey: `guest-units:address:${address}`,
    phoneKey: `guest-orders:contact:${phone}`,
    emailKey: email ? `guest-orders:contact:${email}` : null,
    phone,
    email,
    units,
    hourMs: 60 * 60 * 1000,
    perAddress: limits.perAddress,
    perContact: limits.perContact,
    unitsHeld: limits.unitsHeld,
  });
  const v = rows[0]!;
  const lines = () =>
    resolvedLines(
      rows.filter((row): row is Verdict & CatalogLineRow => row.idx != null),
      input.cartItems,
    );
  if (v.repeat) return lines();
  const refuse = (message: string, ttl: number | null) =>
    new RetryLaterError('RATE_LIMITED', message, Math.max(1, ttl ?? 60));
  if ((v.address_count ?? 0) > limits.perAddress) throw refuse(TOO_MANY_GUEST_ORDERS, v.address_ttl);
  if ((v.held ?? 0) + units > limits.unitsHeld) throw refuse(TOO_MANY_GUEST_UNITS, UNITS_RETRY_AFTER);
  if ((v.contact_count ?? 0) > limits.perContact) throw refuse(TOO_MANY_GUEST_ORDERS, v.contact_ttl);
  if ((v.address_units ?? 0) > limits.unitsPerAddress) throw refuse(TOO_MANY_GUEST_UNITS, v.address_units_ttl);
  return lines();
}
