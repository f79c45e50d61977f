import { eq, sql } from 'drizzle-orm';
import {
  CURRENT_PASSWORD_INCORRECT,
  PASSWORD_UNCHANGED,
  type Address,
  type AddressData,
  type ChangePassword,
  type AdminProfileUpdate,
  FILL_REQUIRED,
} from '@shop/shared/account';
import type { AuthUser } from '@shop/shared/auth';
import type { Language } from '@shop/shared/language';
import type { Db } from '../../db/client.ts';
import { addresses, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { sessionFor } from '../auth/index.ts';
import { resolveDelivery } from '../delivery/index.ts';
import { findPublicUser, publicUserColumns, rethrowUserConflict, toAuthUser } from '../auth/index.ts';

const GONE = 'Please log in again';

export async function getMe(db: Db, userId: string): Promise<AuthUser> {
  const user = await findPublicUser(db, userId);
  if (!user) throw new AppError('UNAUTHORIZED', GONE);
  return user;
}

/** The customer's language: what their mails are written in from now on. */
export async function setLanguage(db: Db, userId: string, language: Language): Promise<Language> {
  const [row] = await db
    .update(users)
    .set({ language, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ language: users.language });
  if (!row) throw new AppError('UNAUTHORIZED', GONE);
  return row.language;
}

/** Name, display name and phone; only an admin may leave the phone empty. */
export async function updateProfile(db: Db, userId: string, input: AdminProfileUpdate): Promise<AuthUser> {
  if (!input.phone) {
    const [who] = await db.select({ type: users.type }).from(users).where(eq(users.id, userId));
    if (who?.type !== 'admin') throw new AppError('VALIDATION', FILL_REQUIRED, 'phone');
  }
  const [row] = await db
    .update(users)
    .set({ name: input.name, displayName: input.displayName, phone: input.phone ?? null, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning(publicUserColumns)
    .catch(rethrowUserConflict);
  if (!row) throw new AppError('UNAUTHORIZED', GONE);
  return toAuthUser(row);
}

/**
 * Changes the password after checking the current one, and bumps the token version: every
 * other session (another browser, a stolen token) ends; this one continues with the new token.
 */
export async function changePassword(db: Db, secret: string, userId: string, input: ChangePassword): Promise<string> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!row) throw new AppError('UNAUTHORIZED', GONE);
  const valid = await verifyPassword(input.currentPassword, row.passwordHash ?? DUMMY_HASH);
  if (!row.passwordHash || !valid) throw new AppError('BAD_REQUEST', CURRENT_PASSWORD_INCORRECT, 'currentPassword');
  if (input.newPassword === input.currentPassword) throw new AppError('BAD_REQUEST', PASSWORD_UNCHANGED, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  const [updated] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id, tokenVersion: users.tokenVersion });
  if (!updated) throw new AppError('UNAUTHORIZED', GONE);
  return sessionFor(secret, updated);
}

/**
 * Server-side sign-out: the session version moves on, so the token just used (and any other
 * this account holds, as after a password change) is refused from now on.
 */
export async function signOut(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}

function toAddress(row: typeof addresses.$inferSelect): Address {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    region: row.region,
    city: row.city,
    township: row.township,
    zoneId: row.zoneId,
    fullAddress: row.fullAddress,
    label: row.label,
    isDefault: row.isDefault,
  };
}

export async function listAddresses(db: Db, userId: string): Promise<Address[]> {
  const rows = await db.select().from(addresses).where(eq(addresses.userId, userId));
  return rows.map(toAddress);
}

/**
 * The account page's address: a zone sent with it is checked against the shop's table as the
 * checkout checks it, and its id read from the table (a client's is never taken); an address sent
 * without a region keeps the zone it had. Refusals name the field (`region`, `city`, `township`).
 */
export async function withCheckedZone(db: Db, input: AddressData): Promise<AddressData> {
  const { region, city, zoneId: _ignored, ...rest } = input;
  if (!region) return rest;
  try {
    const place = await resolveDelivery(db, { region, city: city ?? '', township: input.township }, 0);
    return { ...rest, region, city: city ?? '', zoneId: place.zoneId };
  } catch (error) {
    if (error instanceof AppError && error.field?.startsWith('billingDetails.'))
      throw new AppError(error.code, error.message, error.field.slice('billingDetails.'.length));
    throw error;
  }
}

/** The customer keeps one address, the checkout's default: saving replaces it. */
export async function saveAddress(db: Db, userId: string, input: AddressData): Promise<Address> {
  const values = {
    name: input.name,
    email: input.email,
    phone: input.phone,
    // An address saved without its zone (the account page's form) keeps the zone it had.
    ...(input.region === undefined ? {} : { region: input.region }),
    ...(input.city === undefined ? {} : { city: input.city }),
    ...(input.zoneId === undefined ? {} : { zoneId: input.zoneId }),
    township: input.township,
    fullAddress: input.fullAddress,
    label: input.label || 'Default',
    isDefault: true,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(addresses)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: addresses.userId, set: values })
    .returning();
  if (!row) throw new Error('address upsert returned no row');
  return toAddress(row);
}
