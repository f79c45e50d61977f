import { sql } from 'drizzle-orm';
import { LINE_LIMIT, MAX_LINE_QUANTITY } from '@shop/shared/cart';
import type { Language } from '@shop/shared/language';
import type { Order, PlaceOrder } from '@shop/shared/orders';
import type { Db } from '../../db/client.ts';
import { arrayValue, preparedStatement } from '../../db/prepared.ts';
import { AppError } from '../../lib/app-error.ts';
import { counterUpsert } from '../../db/counters.ts';
import { shopInboxLanguageSql } from '../account/index.ts';
import { newOrderAlertSql, type AlertEnv } from '../alerts/index.ts';
import { bumpNotifiedLaterSql } from '../catalog/index.ts';
import { isoTime } from '../catalog/index.ts';
import { resolveLines, type ResolvedLine } from '../cart/index.ts';
import { resolveDelivery } from '../delivery/index.ts';
import { foundLine } from '../cart/index.ts';
import { newOrderId } from './order-id.ts';
import { orderTakenNote } from '@shop/shared/orders';
import { outOfStock, shortLine } from './order-stock.ts';
import { toOrder } from './order-read.ts';
import type { Buyer } from './orders.service.ts';

export type Line = ReturnType<typeof foundLine> & { quantity: number; index: number };

/**
 * Every line read from the catalogue now (or `read`: what `resolveLines` answered for these lines
 * a moment ago); the same product, colour and size sent twice is one line.
 */
export async function catalogueLines(
  db: Db,
  input: Pick<PlaceOrder, 'cartItems'>,
  read?: readonly ResolvedLine[],
): Promise<Line[]> {
  const resolved = read ?? (await resolveLines(db, input.cartItems));
  const byStockUnit = new Map<string, Line>();
  for (const [index, found] of resolved.entries()) {
    let line;
    try {
      line = foundLine(found);
    } catch (error) {
      // Name the line: the client shows which item to take out of the cart.
      if (error instanceof AppError) throw new AppError(error.code, error.message, `cartItems.${index}.${error.field}`);
      throw error;
    }
    const key = `${line.variantId}/${line.size}`;
    const quantity = (byStockUnit.get(key)?.quantity ?? 0) + input.cartItems[index]!.quantity;
    if (quantity > MAX_LINE_QUANTITY) throw new AppError('CONFLICT', LINE_LIMIT, `cartItems.${index}.quantity`);
    byStockUnit.set(key, { ...(byStockUnit.get(key) ?? { ...line, index }), quantity });
  }
  return [...byStockUnit.values()];
}

/** The order's line snapshots as `order_items` rows, in the order given. */
export function itemRows(orderId: string, lines: readonly Line[]) {
  return lines.map((l, position) => ({
    orderId,
    position,
    productId: l.productId,
    variantId: l.variantId,
    itemName: l.itemName,
    itemNameMy: l.itemNameMy,
    color: l.color,
    colorMy: l.colorMy,
    size: l.size,
    price: l.price,
    quantity: l.quantity,
    image: l.image,
  }));
}

const p = (name: string) => sql.placeholder(name);

/**
 * The whole order in one statement, so one transaction that holds its locks only while
 * PostgreSQL runs it (never across a round trip to Node): the order row first (a concurrent
 * request with the same Idempotency-Key waits on its unique key before taking any stock, then
 * fails), then every line's stock with a guarded UPDATE (rows locked in one fixed order, variant
 * id then size, so orders sharing lines queue instead of deadlocking), the line snapshot, the
 * first timeline entry, the customer's cart cleared, the confirmation's recipient counted (mails
 * per recipient an hour, see order-mail.ts) with the shop inbox's language read for the owner's
 * notice, the owner's alert queued while a channel is set (docs/decisions/048, 054), and the catalogue version bumped (notified by the shop after the commit: see
 * `bumpNotifiedLaterSql`). When a
 * line is short, `order_line_short` (migration 0007) fails the statement, so nothing is written,
 * and names the first short line in its DETAIL. Prepared once per connection, with one plan for
 * every order (the line arrays are `arrayValue`s).
 */
type Placed = { created_at: string; entry_id: string; bump: string; mail_count: number | null; inbox: Language | null };
const placeOrder = preparedStatement<Placed>(
  'orders_place',
  sql`
  with placed as (
    insert into orders (order_id, user_id, is_guest, payment_method, subtotal, shipping_cost, total, name, email,
      phone, region, city, township, full_address, delivery_notes, language, idempotency_key, request_hash, zone_id,
      region_my, city_my, township_my, estimate_en, estimate_my, source, taken_by)
    values (${p('orderId')}, ${p('userId')}::uuid, ${p('isGuest')}, ${p('paymentMethod')}, ${p('subtotal')},
      ${p('shippingCost')}, ${p('total')}, ${p('name')}, ${p('email')}, ${p('phone')}, ${p('region')}, ${p('city')},
      ${p('township')}, ${p('fullAddress')}, ${p('deliveryNotes')}, ${p('language')}, ${p('idempotencyKey')},
      ${p('requestHash')}, ${p('zoneId')}::int, ${p('regionMy')}, ${p('cityMy')}, ${p('townshipMy')}, ${p('estimateEn')},
      ${p('estimateMy')}, ${p('source')}, ${p('takenBy')}::uuid)
    returning order_id, created_at
  ), lines as (
    select * from unnest(${arrayValue('productIds', 'uuid')}, ${arrayValue('variantIds', 'uuid')},
      ${arrayValue('itemNames', 'text')}, ${arrayValue('itemNamesMy', 'text')}, ${arrayValue('colors', 'text')},
      ${arrayValue('colorsMy', 'text')}, ${arrayValue('sizes', 'text')},
      ${arrayValue('prices', 'int')}, ${arrayValue('quantities', 'int')}, ${arrayValue('images', 'text')})
      with ordinality
      as l(product_id, variant_id, item_name, item_name_my, color, color_my, size, price, quantity, image, position)
  ), locked as materialized (
    select s.variant_id, s.size, l.quantity from variant_stock s
    join lines l on l.variant_id = s.variant_id and l.size = s.size
    where exists (select from placed)
    order by s.variant_id, s.size
    for update of s
  ), taken as (
    update variant_stock s set stock = s.stock - k.quantity
    from locked k
    where s.variant_id = k.variant_id and s.size = k.size and s.stock >= k.quantity
    returning s.variant_id, s.size
  ), items as (
    insert into order_items (order_id, position, product_id, variant_id, item_name, item_name_my, color, color_my, size,
      price, quantity, image)
    select placed.order_id, l.position - 1, l.product_id, l.variant_id, l.item_name, l.item_name_my, l.color, l.color_my,
      l.size, l.price, l.quantity, l.image
    from placed, lines l
  ), cart_clear as (
    delete from cart_items where user_id = ${p('userId')}::uuid and ${p('takenBy')}::uuid is null
  ), entry as (
    insert into order_timeline (order_id, at, to_status, by, by_user_id, note)
    select order_id, created_at, 'pending', ${p('by')}, coalesce(${p('takenBy')}::uuid, ${p('userId')}::uuid),
      ${p('note')}::text from placed
    returning id
  ), audit as (
    insert into admin_audit (actor_id, actor_email, action, entity_type, entity_id, summary)
    select u.id, u.email, 'order.create', 'order', placed.order_id, ${p('audit')}::jsonb
    from placed join users u on u.id = ${p('takenBy')}::uuid and u.type = 'admin'
  ), mail_turn as (
    ${counterUpsert(sql`select ${p('mailKey')}::text, 1, ${p('mailWindowMs')}::bigint from placed where ${p('mailKey')}::text is not null`)}
  ), owner_alert as (${newOrderAlertSql}
  ), catalog_bump as (${bumpNotifiedLaterSql})
  select ${isoTime(sql`placed.created_at`)} as created_at, entry.id as entry_id, catalog_bump.bump,
    (select count from mail_turn) as mail_count, ${shopInboxLanguageSql(sql`${p('shopEmail')}::text`)} as inbox,
    (select order_line_short(l.variant_id, l.size) from lines l
      where not exists (select from taken t where t.variant_id = l.variant_id and t.size = l.size)
      order by l.position limit 1) as short
  from placed, entry, catalog_bump`,
);

/** What the order's mails need to know, read by the order's statement: see order-mail.ts. */
export type MailTurn = { sentThisHour: number; inbox: Language };

/** An order's buyer, address and delivery place as stored: what checkout writes and an edit rewrites. */
export function placeColumns(
  billing: PlaceOrder['billingDetails'],
  delivery: Awaited<ReturnType<typeof resolveDelivery>>,
) {
  return {
    name: billing.name,
    email: billing.email,
    phone: billing.phone,
    region: delivery.region,
    city: delivery.city,
    township: delivery.township,
    fullAddress: billing.fullAddress,
    deliveryNotes: billing.orderNotes ?? '',
    zoneId: delivery.zoneId,
    regionMy: delivery.regionMy,
    cityMy: delivery.cityMy,
    townshipMy: delivery.townshipMy,
    estimateEn: delivery.estimateEn,
    estimateMy: delivery.estimateMy,
  };
}

/**
 * Reads every line from the catalogue (unless `read` has them, see `catalogueLines`), then writes
 * the order in one statement (any error leaves nothing written: stock, order and cart as they
 * were). The caller tells this process's catalogue cache the bump once it has returned.
 */
export async function writeOrder(
  db: Db,
  buyer: Buyer,
  key: string | undefined,
  hash: string,
  input: PlaceOrder,
  shop: { shopEmail: string; alerts: AlertEnv },
  read?: readonly ResolvedLine[],
): Promise<{ order: Order; bump: string; mail: MailTurn }> {
  const lines = (await catalogueLines(db, input, read)).sort((a, b) => a.index - b.index);
  const subtotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const billing = input.billingDetails;
  const delivery = await resolveDelivery(db, billing, subtotal);
  const shippingCost = delivery.fee;
  const userId = 'userId' in buyer ? buyer.userId : null;
  const order = {
    orderId: newOrderId(),
    userId,
    isGuest: userId === null,
    status: 'pending' as const,
    paymentMethod: input.paymentMethod,
    paymentStatus: 'pending' as const,
    subtotal,
    shippingCost,
    total: subtotal + shippingCost,
    ...placeColumns(billing, delivery),
    language: buyer.language ?? 'en',
    returnReason: null,
    source: buyer.owner?.source ?? null,
    takenBy: buyer.owner?.adminId ?? null,
    idempotencyKey: key ?? null,
    requestHash: hash,
  };
  const by = buyer.owner ? ('admin' as const) : userId ? ('customer' as const) : ('guest' as const);
  const note = buyer.owner ? orderTakenNote(buyer.owner.source) : null;
  let row: Placed;
  try {
    [row] = (await placeOrder(db, {
      ...order,
      by,
      note,
      // The owner's order has its audit entry in the same statement (docs/decisions/047).
      audit: JSON.stringify(
        buyer.owner
          ? {
              source: buyer.owner.source,
              customer: billing.name,
              phone: billing.phone,
              items: lines.map((l) => `${l.itemName} (${l.color}, ${l.size}) × ${l.quantity}`),
              total: order.total,
            }
          : null,
      ),
      productIds: lines.map((l) => l.productId),
      variantIds: lines.map((l) => l.variantId),
      itemNames: lines.map((l) => l.itemName),
      itemNamesMy: lines.map((l) => l.itemNameMy),
      colors: lines.map((l) => l.color),
      colorsMy: lines.map((l) => l.colorMy),
      sizes: lines.map((l) => l.size),
      prices: lines.map((l) => l.price),
      quantities: lines.map((l) => l.quantity),
      images: lines.map((l) => l.image),
      // No email, no confirmation to count (docs/decisions/038): the order page is the buyer's record.
      mailKey: billing.email ? `mail-to:${billing.email.trim().toLowerCase()}` : null,
      mailWindowMs: 60 * 60 * 1000,
      shopEmail: shop.shopEmail.toLowerCase(),
      // Which parts of the alert channels the environment sets (`newOrderAlertSql`; never the secrets).
      envTelegramToken: Boolean(shop.alerts.telegramBotToken),
      envTelegramChat: Boolean(shop.alerts.telegramChatId),
      envWebhookUrl: Boolean(shop.alerts.webhookUrl),
      envWebhookSecret: Boolean(shop.alerts.webhookSecret),
    })) as [Placed];
  } catch (error) {
    const detail = shortLine(error);
    const short = detail && lines.find((l) => `${l.variantId}/${l.size}` === detail);
    if (!short) throw error;
    throw outOfStock(short, `cartItems.${short.index}`);
  }
  const createdAt = new Date(row.created_at);
  const items = itemRows(order.orderId, lines);
  const entry = {
    id: Number(row.entry_id),
    orderId: order.orderId,
    at: createdAt,
    fromStatus: null,
    toStatus: 'pending' as const,
    by,
    byUserId: buyer.owner?.adminId ?? userId,
    reason: null,
    note,
  };
  return {
    order: toOrder({ ...order, createdAt, updatedAt: createdAt, courier: null, trackingNumber: null }, items, [entry]),
    bump: row.bump,
    mail: { sentThisHour: Number(row.mail_count ?? 0), inbox: row.inbox ?? 'en' },
  };
}
