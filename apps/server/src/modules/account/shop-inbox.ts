import { sql } from 'drizzle-orm';
import type { Language } from '@shop/shared/language';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/**
 * The language the shop's inbox (SHOP_EMAIL) reads mail in: the language of the account with that
 * address, English without one. Every mail to the owner (contact messages, new orders) uses it.
 */
export async function shopInboxLanguage(db: Db, shopEmail: string): Promise<Language> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(sql`lower(${users.email}) = ${shopEmail.toLowerCase()}`)
    .limit(1);
  return row?.language ?? 'en';
}
