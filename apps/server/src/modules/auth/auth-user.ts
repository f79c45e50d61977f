import { eq, sql } from 'drizzle-orm';
import { normalizePhone, type AuthUser } from '@shop/shared/auth';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/** The columns a user is sent with: never the password hash. */
export const publicUserColumns = {
  id: users.id,
  name: users.name,
  displayName: users.displayName,
  email: users.email,
  phone: users.phone,
  type: users.type,
  verified: users.verified,
  language: users.language,
};

type PublicUserRow = Pick<typeof users.$inferSelect, keyof typeof publicUserColumns>;

export function toAuthUser(row: PublicUserRow): AuthUser {
  return {
    _id: row.id,
    name: row.name,
    displayName: row.displayName,
    // '' for an account made with a phone alone: the wire keeps `email` a string.
    email: row.email ?? '',
    phone: row.phone,
    type: row.type,
    verified: row.verified,
    language: row.language,
  };
}

export async function findPublicUser(db: Db, userId: string): Promise<AuthUser | undefined> {
  const [row] = await db.select(publicUserColumns).from(users).where(eq(users.id, userId));
  return row ? toAuthUser(row) : undefined;
}

/** Emails are matched case-insensitively (the unique index is on lower(email)). */
export const emailMatches = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

/** The one sign-in field holds an email or a phone number; either finds the account. */
export function identifierMatches(identifier: string) {
  if (identifier.includes('@')) return emailMatches(identifier.trim());
  const phone = normalizePhone(identifier);
  return phone ? eq(users.phone, phone) : undefined;
}

/** The constraint a PostgreSQL unique violation names (Drizzle wraps the driver's error). */
function uniqueViolation(error: unknown): string | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}

/** Turns a clash on a user's email or phone into the 409 a person can act on. */
export function rethrowUserConflict(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === 'users_email_key') throw new AppError('CONFLICT', 'User already exists', 'email');
  if (constraint === 'users_phone_key')
    throw new AppError('CONFLICT', 'This phone number is already used by another account', 'phone');
  throw error;
}
