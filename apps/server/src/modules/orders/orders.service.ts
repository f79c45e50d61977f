import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Language } from '@shop/shared/language';
import {
  IDEMPOTENCY_MISMATCH,
  ORDER_PLACED_COD,
  orderPlacedByWallet,
  type Order,
  type OrderSource,
  type PlaceOrder,
} from '@shop/shared/orders';
import { walletUnavailable } from '@shop/shared/payments';
import { saveAddress } from '../account/index.ts';
import type { AlertEnv } from '../alerts/index.ts';
import type { ResolvedLine } from '../cart/index.ts';
import { catalogCommittedNotifyLater } from '../catalog/index.ts';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { safeError } from '../../lib/safe-error.ts';
import { offeredWallet } from '../payments/index.ts';
import { type OrderMailDeps, sendOrderConfirmation } from './order-mail.ts';
import { loadOrders } from './order-read.ts';
import { type MailTurn, writeOrder } from './order-write.ts';

export type OrderDeps = OrderMailDeps & { alerts: AlertEnv };

/**
 * What placing an order needs of the app: its mailer, addresses and mail limit, the alert
 * channels its environment sets, and the request's log.
 */
export function orderDeps(app: FastifyInstance, log: FastifyBaseLogger): OrderDeps {
  const { publicUrl, shopEmail, mailsPerRecipient, alerts } = app.config;
  return { mailer: app.mailer, publicUrl, shopEmail, log, mailsPerRecipient, alerts };
}
/** Who places the order, and the language they placed it in (`Accept-Language`). */
export type Buyer = ({ userId: string } | { guest: true }) & {
  language?: Language;
  /** An order the owner takes for the customer (docs/decisions/047): which admin, and where it came from. */
  owner?: { adminId: string; source: OrderSource };
};
export type PlacedOrder = { created: boolean; orderId: string; message: string; order: Order };

/** PostgreSQL's code for an error anywhere in a Drizzle error's cause chain. */
function pgError(error: unknown): { code?: string; constraint?: string } {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string') return { code, ...(typeof constraint === 'string' ? { constraint } : {}) };
  }
  return {};
}

/**
 * What makes two requests "the same order": who sends it and the validated body (zod's output has
 * a fixed key order, and the client fields we ignore, like price, are already dropped).
 */
function requestHash(buyer: Buyer, input: PlaceOrder): string {
  const who = buyer.owner ? `admin:${buyer.owner.adminId}` : 'userId' in buyer ? `user:${buyer.userId}` : 'guest';
  return createHash('sha256').update(JSON.stringify({ who, input })).digest('hex');
}

async function earlierAnswer(db: Db, key: string, hash: string): Promise<PlacedOrder | undefined> {
  const [row] = await db
    .select({ orderId: orders.orderId, requestHash: orders.requestHash })
    .from(orders)
    .where(eq(orders.idempotencyKey, key));
  if (!row) return undefined;
  if (row.requestHash !== hash) throw new AppError('UNPROCESSABLE', IDEMPOTENCY_MISMATCH);
  const [order] = await loadOrders(db, eq(orders.orderId, row.orderId));
  return { created: false, orderId: row.orderId, message: placedMessage(order!), order: order! };
}

const placedMessage = (order: Order) =>
  order.payment.method === 'cod' ? ORDER_PLACED_COD : orderPlacedByWallet(order.payment.method);

/** Deadlocks and serialisation failures are worth another go; the client never sees them. */
async function withRetry<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      const { code, constraint } = pgError(error);
      const retryable = code === '40P01' || code === '40001' || (code === '23505' && constraint === 'orders_pkey');
      if (!retryable || tries >= 4) throw error;
    }
  }
}

/**
 * Places an order (docs/decisions/014-orders-stock-idempotency.md): every line is read from the
 * catalogue, then one statement (one transaction) takes its stock, writes the order and clears
 * the customer's cart. The same Idempotency-Key with the same body answers the first order again,
 * also when both requests race: the key is unique, so the second insert waits for the first
 * transaction and fails. The stored order is looked up only when the transaction fails (a repeat
 * fails on the key, or earlier, e.g. when the product has sold out or gone since), so a new order
 * costs no extra read. Without a key (the header is optional) every request is an order.
 * `read`: the cart's lines as the catalogue gave them a moment ago (guest checkout reads them with
 * its limits); a retried attempt reads them again.
 */
export async function placeOrder(
  db: Db,
  deps: OrderDeps,
  buyer: Buyer,
  key: string | undefined,
  input: PlaceOrder,
  read?: readonly ResolvedLine[],
): Promise<PlacedOrder> {
  const hash = requestHash(buyer, input);
  const method = input.paymentMethod;
  // The wallet's hold time, for the first mail ("please pay within … hours"); kept in memory.
  let holdHours: number | undefined;
  if (method !== 'cod') {
    const offer = await offeredWallet(db, method);
    if (!offer) throw new AppError('VALIDATION', walletUnavailable(method), 'paymentMethod');
    holdHours = offer.holdHours;
  }
  let order: Order;
  let mailTurn: MailTurn;
  try {
    let lines = read;
    const written = await withRetry(() => {
      const given = lines;
      lines = undefined;
      return writeOrder(db, buyer, key, hash, input, deps, given);
    });
    // It took stock: this process's catalogue answers move on before the buyer is answered.
    catalogCommittedNotifyLater(db, [written.bump]);
    order = written.order;
    mailTurn = written.mail;
  } catch (error) {
    const { code, constraint } = pgError(error);
    const repeated = code === '23505' && constraint === 'orders_idempotency_key_key';
    if (key === undefined || (!repeated && !(error instanceof AppError))) throw error;
    const earlier = await earlierAnswer(db, key, hash);
    if (!earlier) throw error;
    return earlier;
  }

  if ('userId' in buyer && !buyer.owner && input.billingDetails.setAsDefault) {
    // The order stands even when the address cannot be saved (spec: the failure is only logged).
    const { name, email, phone, region, city, township, fullAddress } = input.billingDetails;
    const zoneId = order.delivery.zoneId;
    const address = { name, email, phone, region, city, township, zoneId, fullAddress, label: 'Default' };
    await saveAddress(db, buyer.userId, address).catch((error: unknown) =>
      deps.log.warn({ err: safeError(error) }, 'order placed but the default address was not saved'),
    );
  }
  const placed = { created: true, orderId: order.orderId, message: placedMessage(order), order };
  // After the answer is written (setImmediate runs once this request's promise chain has sent
  // it): the buyer never waits on rendering or sending the mails, and a mail failure never fails
  // an order; it is logged without the address or the mail's content. The customer's is in the
  // language the order was just placed in.
  setImmediate(() => {
    sendOrderConfirmation(deps, order, mailTurn, buyer.language, holdHours).catch((error: unknown) =>
      deps.log.warn({ err: safeError(error), orderId: order.orderId }, 'order placed but the confirmation mail failed'),
    );
  });
  return placed;
}
