import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import type { StockUnit } from './catalogue.ts';
import { buyer, orderBody, pickLines } from './orders.ts';

/** The guest-order limits as the shop ships them (`loadConfig` defaults), as the shop's environment. */
export function shippedLimits(): Record<string, string> {
  const { guestOrders, mailsPerRecipient, maxConnectionsPerAddress } = loadConfig({});
  return {
    GUEST_ORDERS_PER_ADDRESS: String(guestOrders.perAddress),
    GUEST_UNITS_PER_ADDRESS: String(guestOrders.unitsPerAddress),
    GUEST_ORDERS_PER_CONTACT: String(guestOrders.perContact),
    GUEST_UNITS_HELD: String(guestOrders.unitsHeld),
    MAILS_PER_RECIPIENT: String(mailsPerRecipient),
    MAX_CONNECTIONS_PER_ADDRESS: String(maxConnectionsPerAddress),
  };
}

/**
 * The earlier loads' counts of this address go: they stand for an hour before the sale (and the
 * throughput loads ran with the limits set aside).
 */
export async function forgetAddressCounts(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limits where key like 'guest-%:address:%'`);
}

export type SaleResult = {
  shoppers: number;
  served: number;
  statuses: Record<string, number>;
  p50: number;
  p99: number;
  flood: { sent: number; served: number; refused: number; statuses: Record<string, number> };
};

const statusesOf = (result: { statusCodeStats?: Record<string, { count: number | string }> }) =>
  Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, Number(s.count)]));

/**
 * A sale on mobile networks, with the limits as shipped: `shoppers` buyers behind one public
 * address (every request of the bench comes from 127.0.0.1, as from a carrier NAT), each with a
 * phone and an email of their own, all placing their order at once; then one phone placing
 * `floodOrders` orders one after the other from the same address, which the limits must stop
 * after GUEST_ORDERS_PER_CONTACT.
 */
export async function saleLoad(
  shopUrl: string,
  units: StockUnit[],
  run: string,
  shoppers = 200,
  floodOrders = 20,
): Promise<SaleResult> {
  let next = 0;
  const orderRequest = (details: (n: number) => ReturnType<typeof buyer>) => ({
    method: 'POST',
    path: '/api/auth/guest-orders',
    setupRequest: (req: Record<string, unknown>) => {
      const n = next++;
      return {
        ...req,
        headers: { 'content-type': 'application/json', 'idempotency-key': `sale-${run}-${n}` },
        body: JSON.stringify(orderBody(pickLines(units, 2), details(n))),
      };
    },
  });
  const sale = await autocannon({
    url: shopUrl,
    connections: shoppers,
    amount: shoppers,
    requests: [orderRequest((n) => buyer(`sale-${run}`, 500_000 + n))],
  });
  const statuses = statusesOf(sale);
  const flooder = buyer(`flood-${run}`, 900_000);
  const flood = await autocannon({
    url: shopUrl,
    connections: 1,
    amount: floodOrders,
    requests: [orderRequest(() => flooder)],
  });
  const floodStatuses = statusesOf(flood);
  return {
    shoppers,
    served: statuses['201'] ?? 0,
    statuses,
    p50: sale.latency.p50,
    p99: sale.latency.p99,
    flood: {
      sent: floodOrders,
      served: floodStatuses['201'] ?? 0,
      refused: floodStatuses['429'] ?? 0,
      statuses: floodStatuses,
    },
  };
}
