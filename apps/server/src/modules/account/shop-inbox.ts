import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '@shop/shared/language';
import type { Db } from '../../db/client.ts';

/**
 * The language the shop's inbox (SHOP_EMAIL) reads mail in: the language of the account with that
 * address; without one (SHOP_EMAIL is often an address nobody signs in with), the owner's, the
 * first admin's, who chose it in the admin panel; English when there is neither. Every mail to
 * the owner (contact messages, new orders) uses it.
 */
export async function shopInboxLanguage(db: Db, shopEmail: string): Promise<Language> {
  const { rows } = await db.execute<{ language: Language | null }>(
    sql`select ${shopInboxLanguageSql(sql`${shopEmail.toLowerCase()}`)} as language`,
  );
  return rows[0]?.language ?? 'en';
}

/**
 * The same rule as a scalar sub-select of a larger statement (null when there is neither
 * account): the order's own statement reads it for the owner's notice. `email` in lower case.
 * Each account is found by its own index (the email's, and migration 0031's of the admins):
 * written as one search with OR, every order read the whole users table (decision 054).
 */
export function shopInboxLanguageSql(email: SQL): SQL {
  return sql`coalesce((select language from users where lower(email) = ${email}),
    (select language from users where type = 'admin' order by created_at asc limit 1))`;
}
