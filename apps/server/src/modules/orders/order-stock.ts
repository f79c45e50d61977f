import { sql } from 'drizzle-orm';
import { OUT_OF_STOCK } from '@shop/shared/cart';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';

/** PostgreSQL's error under a Drizzle error (its cause), when it is the short line's (`variantId/size`). */
export function shortLine(error: unknown): string | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const { code, detail } = e as { code?: unknown; detail?: unknown };
    if (code === 'P0001' && e.message === 'order line short of stock' && typeof detail === 'string') return detail;
  }
  return undefined;
}

/** The 409 of a line the stock cannot cover, naming it as the shopper sees it. */
export function outOfStock(line: { itemName: string; color: string; size: string }, field: string): AppError {
  return new AppError('OUT_OF_STOCK', `${OUT_OF_STOCK}: ${line.itemName} (${line.color}, ${line.size})`, field);
}

/**
 * Puts back the stock of every line of the given orders. Callers make this happen once per
 * order: it runs in the transaction that moves the order out of an open status with a guarded
 * update, so a second cancel finds nothing to move. Lines are summed per variant and size and
 * written in one fixed order (as checkout takes them), so concurrent writers queue instead of
 * deadlocking. A size the admin removed since comes back with the returned units; a deleted
 * colour has nothing to return to.
 */
export async function returnStock(tx: Tx, orderIds: readonly string[]): Promise<number> {
  if (!orderIds.length) return 0;
  const { rowCount } = await tx.execute(sql`
    insert into variant_stock (variant_id, size, stock)
    select i.variant_id, i.size, sum(i.quantity)::int
    from order_items i join product_variants v on v.id = i.variant_id
    where i.order_id in (${sql.join(
      orderIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    group by i.variant_id, i.size
    order by i.variant_id, i.size
    on conflict (variant_id, size) do update set stock = variant_stock.stock + excluded.stock`);
  return rowCount ?? 0;
}
