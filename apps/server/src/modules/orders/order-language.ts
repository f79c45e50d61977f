import { sql } from 'drizzle-orm';
import type { Language } from '@shop/shared/language';
import type { Db } from '../../db/client.ts';

/**
 * The language to write to an order's recipient in: a customer's saved language (they may have
 * switched since), a guest's the one the order was placed in.
 */
export async function orderMailLanguage(db: Db, orderId: string): Promise<Language> {
  const { rows } = await db.execute<{ language: Language }>(
    sql`select coalesce(u.language, o.language) as language
      from orders o left join users u on u.id = o.user_id where o.order_id = ${orderId}`,
  );
  return rows[0]?.language ?? 'en';
}
