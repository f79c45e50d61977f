import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';

/**
 * A product's version: a digest of its row's last change and every stock count of its variants,
 * so it moves on with an edit and with each unit sold or put back. Inside the edit's transaction,
 * after the product row is locked, the stock rows are locked first: no sale slips in between
 * the check and the write.
 */
export async function productVersion(db: Db | Tx, productId: string, lock = false): Promise<string | undefined> {
  if (lock) {
    await db.execute(sql`
      select 1 from variant_stock s join product_variants v on v.id = s.variant_id
      where v.product_id = ${productId} for update of s`);
  }
  const { rows } = await db.execute<{ version: string }>(sql`
    select md5(p.updated_at::text || '|' || coalesce(string_agg(
      s.variant_id::text || ':' || s.size || ':' || s.stock::text, ',' order by s.variant_id, s.size), '')) as version
    from products p
    left join product_variants v on v.product_id = p.id
    left join variant_stock s on s.variant_id = v.id
    where p.id = ${productId}
    group by p.id, p.updated_at`);
  return rows[0]?.version;
}
