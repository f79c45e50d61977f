import { sql } from 'drizzle-orm';
import type { Language } from '@shop/shared/language';
import {
  STOCK_ALERT_IN_STOCK,
  STOCK_ALERT_NO_SIZE,
  STOCK_ALERT_TOO_MANY,
  type AdminStockAlertList,
  type StockAlertRequest,
} from '@shop/shared/stock-files';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';

/** Sizes one email or phone may wait for at once (a person, not an address: decision 050). */
export const MAX_WAITING_PER_CONTACT = 20;
const NOT_FOUND = 'Product not found';

/**
 * POST /api/products/{id}/stock-alerts: a shopper asks to hear when a sold-out size is back.
 * The size's stock row is read `for share` in the transaction, so a restock either committed
 * before (the size is in stock: 409) or waits for this request and then finds it (the trigger
 * of migration 0026 marks it). Asking again for the same size is the same request (no second row).
 */
export async function createStockAlert(
  db: Db,
  productId: string,
  input: StockAlertRequest,
  language: Language,
): Promise<{ created: boolean }> {
  if (!isUuid(productId)) throw new AppError('NOT_FOUND', NOT_FOUND);
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ variantId: string; size: string; stock: number }>(sql`
      select v.id as "variantId", s.size, s.stock
      from product_variants v join variant_stock s on s.variant_id = v.id
      where v.product_id = ${productId} and lower(v.color) = lower(${input.color}) and lower(s.size) = lower(${input.size})
      for share of s`);
    const cell = rows[0];
    if (!cell) throw new AppError('NOT_FOUND', STOCK_ALERT_NO_SIZE);
    if (cell.stock > 0) throw new AppError('CONFLICT', STOCK_ALERT_IN_STOCK);
    const contact = input.email ? sql`email = ${input.email}` : sql`phone = ${input.phone} and email = ''`;
    const waiting = await tx.execute<{ n: number }>(sql`
      select count(*)::int as n from stock_alerts where restocked_at is null and ${contact}`);
    const inserted = await tx.execute(sql`
      insert into stock_alerts (variant_id, size, email, phone, language)
      select ${cell.variantId}, ${cell.size}, ${input.email}, ${input.phone}, ${language}
      where ${waiting.rows[0]?.n ?? 0} < ${MAX_WAITING_PER_CONTACT}
      on conflict (variant_id, size, (case when email <> '' then email else phone end)) where restocked_at is null
      do update set phone = case when excluded.phone <> '' then excluded.phone else stock_alerts.phone end,
        language = excluded.language, done_at = null
      returning (xmax = 0) as created`);
    const row = inserted.rows[0] as { created: boolean } | undefined;
    if (!row) throw new AppError('RATE_LIMITED', STOCK_ALERT_TOO_MANY);
    return { created: row.created };
  });
}

/**
 * The owner's list of shoppers who left only a phone (there is no SMS gateway): the ones whose
 * size is back first, then the ones still waiting; a request the owner marked done leaves it.
 */
export async function phoneAlerts(db: Db): Promise<AdminStockAlertList> {
  const { rows } = await db.execute<AdminStockAlertList['items'][number]>(sql`
    select a.id, p.id as "productId", p.item_name as "itemName", p.item_name_my as "itemNameMy", v.color, a.size,
      a.phone, a.language, to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt",
      coalesce(to_char(a.restocked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), '') as "restockedAt",
      coalesce(s.stock, 0) as stock
    from stock_alerts a
    join product_variants v on v.id = a.variant_id
    join products p on p.id = v.product_id
    left join variant_stock s on s.variant_id = a.variant_id and s.size = a.size
    where a.email = '' and a.done_at is null
    order by a.restocked_at is null, a.restocked_at, a.created_at
    limit 500`);
  return { items: rows };
}

/** The owner has called or messaged this shopper: the request leaves the list. */
export async function markPhoneAlertDone(db: Db, id: string): Promise<void> {
  const done = isUuid(id)
    ? await db.execute(sql`update stock_alerts set done_at = coalesce(done_at, now()) where id = ${id} and email = ''`)
    : { rowCount: 0 };
  if (!done.rowCount) throw new AppError('NOT_FOUND', 'Request not found');
}
