import { asc, eq, or, sql } from 'drizzle-orm';
import type { Language } from '@shop/shared/language';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/**
 * The language the shop's inbox (SHOP_EMAIL) reads mail in: the language of the account with that
 * address; without one (SHOP_EMAIL is often an address nobody signs in with), the owner's, the
 * first admin's, who chose it in the admin panel; English when there is neither. Every mail to
 * the owner (contact messages, new orders) uses it.
 */
export async function shopInboxLanguage(db: Db, shopEmail: string): Promise<Language> {
  const inbox = sql`lower(${users.email}) = ${shopEmail.toLowerCase()}`;
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(or(inbox, eq(users.type, 'admin')))
    .orderBy(sql`${inbox} desc`, asc(users.createdAt))
    .limit(1);
  return row?.language ?? 'en';
}
