import { sql } from 'drizzle-orm';
import { LOW_STOCK } from '@shop/shared/catalog-rules';
import type { Db } from '../../db/client.ts';

/** The summary is written once a day, from this hour of Myanmar time (any instance, the first to get there). */
export const LOW_STOCK_SUMMARY_HOUR = 9;
/** Sizes listed in one summary; the count says how many more there are. */
export const LOW_STOCK_SUMMARY_LINES = 20;
const YANGON_OFFSET_MS = 6.5 * 60 * 60 * 1000;

export type LowStockLine = { itemName: string; itemNameMy: string; color: string; size: string; stock: number };
export type LowStockPayload = { day: string; total: number; items: LowStockLine[] };

/** The Myanmar calendar day of `now`, and whether the summary's hour has come. */
export function summaryDay(now: Date): { day: string; due: boolean } {
  const yangon = new Date(now.getTime() + YANGON_OFFSET_MS);
  return { day: yangon.toISOString().slice(0, 10), due: yangon.getUTCHours() >= LOW_STOCK_SUMMARY_HOUR };
}

/**
 * Writes the day's low-stock summary (sizes under the Low Stock badge's threshold, emptiest first)
 * unless one is already written for that day: the unique `dedupe_key` makes it one per day across
 * instances. Nothing low, nothing written. Answers whether this call wrote it.
 */
export async function enqueueLowStockSummary(db: Db, day: string): Promise<boolean> {
  const { rows } = await db.execute<{ id: string }>(sql`
    with low as (
      select p.item_name as "itemName", p.item_name_my as "itemNameMy", v.color, s.size, s.stock
      from variant_stock s
      join product_variants v on v.id = s.variant_id
      join products p on p.id = v.product_id
      where s.stock < ${LOW_STOCK}
    ), listed as (
      select * from low order by stock, "itemName", color, size limit ${LOW_STOCK_SUMMARY_LINES}
    )
    insert into owner_alerts (kind, payload, dedupe_key)
    select 'stock.low',
      jsonb_build_object('day', ${day}::text, 'total', (select count(*) from low),
        'items', (select jsonb_agg(to_jsonb(listed) order by stock, "itemName", color, size) from listed)),
      ${`stock.low:${day}`}
    where exists (select from low)
    on conflict (dedupe_key) do nothing
    returning id`);
  return rows.length > 0;
}
