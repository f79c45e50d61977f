import { sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@shop/shared/orders';
import type { Db } from '../../db/client.ts';

/**
 * How many orders there are (of `status`, or in all), as an SQL expression: the sum of the rows
 * of `order_counts` (migration 0029), which the statements that add, remove or move orders write
 * in their own transactions. Exact in the snapshot of the statement it is part of, whichever
 * instance wrote the orders; a few rows to sum instead of every order to count.
 */
export function orderCountSql(status?: OrderStatus): SQL {
  const column = status
    ? sql.identifier(status)
    : sql`"pending" + "processing" + "shipped" + "delivered" + "cancelled"`;
  return sql`(select coalesce(sum(${column}), 0)::int from order_counts)`;
}

/**
 * Folds the rows of `order_counts` into one, so the sum stays a few rows however many orders were
 * written since. Rows another transaction adds meanwhile are left for the next fold; two instances
 * folding at once each fold the rows they deleted (a row is deleted once), so the sum never moves.
 */
export async function foldOrderCounts(db: Db): Promise<void> {
  await db.execute(sql`
    with folded as (
      delete from order_counts where (select count(*) from order_counts) > 1
      returning pending, processing, shipped, delivered, cancelled
    )
    insert into order_counts (pending, processing, shipped, delivered, cancelled)
    select sum(pending), sum(processing), sum(shipped), sum(delivered), sum(cancelled)
    from folded having count(*) > 0`);
}

/** How often each instance folds the counts: at a sale's few hundred orders a second, a few thousand rows at most. */
export const ORDER_COUNTS_FOLD_MS = 5_000;
