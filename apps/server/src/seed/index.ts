import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { generatePassword, hashPassword } from '../lib/passwords.ts';
import { newestMigrationMillis, type Db } from '../db/client.ts';
import { appMeta, users } from '../db/schema/index.ts';
import { ADVISORY_LOCKS } from '../db/advisory-locks.ts';

export type Seeder = {
  name: string;
  run: (db: Db, context: { config: Config; log: FastifyBaseLogger }) => Promise<void>;
};

/**
 * Demo content filled once, on the first start with SEED_DEMO on. Each domain adds its seeder
 * here (the catalogue adds products and their images). Loaded only when seeding: a restart does
 * not pay for the demo data and the image encoder.
 */
export const demoSeeders: (() => Promise<Seeder>)[] = [async () => (await import('./catalog-seeder.ts')).catalogSeeder];

/**
 * Creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD, or with a generated password, which
 * it answers (the server prints it once, when the shop is open) and keeps nowhere in clear text.
 */
export async function ensureAdmin(
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
): Promise<{ email: string; password: string } | undefined> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.type, 'admin')).limit(1);
  if (existing) return undefined;
  const password = config.adminPassword ?? generatePassword();
  const created = await db
    .insert(users)
    .values({
      email: config.adminEmail,
      name: 'Shop Admin',
      displayName: 'Admin',
      passwordHash: await hashPassword(password),
      type: 'admin',
      verified: true,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  // Another instance starting on the same database at the same moment may have won the race:
  // only the one whose row went in announces (and prints) the account.
  if (created.length === 0) return undefined;
  if (config.adminPassword) {
    log.info({ email: config.adminEmail }, 'admin account created from ADMIN_EMAIL and ADMIN_PASSWORD');
    return undefined;
  }
  return { email: config.adminEmail, password };
}

/**
 * What a restart finds done, in one statement (each check on its own is a round trip, and the
 * shop answers only after them): every committed migration applied, an admin there, the demo
 * content seeded. Undefined when the database cannot say (new, or not migrated this far): then
 * the migrations, ensureAdmin and seedDemo run and check for themselves, as on a first start.
 */
export async function foundDone(db: Db): Promise<{ migrated: boolean; admin: boolean; demo: boolean } | undefined> {
  try {
    const { rows } = await db.execute<{ migrated: string | null; admin: boolean; demo: boolean }>(sql`
      select (select max(created_at) from drizzle.__drizzle_migrations) as migrated,
        exists (select 1 from ${users} where ${users.type} = 'admin') as admin,
        exists (select 1 from ${appMeta} where ${appMeta.key} = 'demo_seeded') as demo`);
    const [found] = rows;
    if (!found) return undefined;
    return { migrated: Number(found.migrated ?? 0) >= newestMigrationMillis(), admin: found.admin, demo: found.demo };
  } catch {
    return undefined;
  }
}

export async function seedDemo(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  if (!config.seedDemo) return;
  const seeded = async () => (await db.select().from(appMeta).where(eq(appMeta.key, 'demo_seeded'))).length > 0;
  if (await seeded()) return;
  // A transaction holds the lock while the seeders use other connections of the pool: the second
  // instance waits at the lock, then finds the demo there instead of adding it again.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.demoSeed})`);
    if (await seeded()) return;
    for (const load of demoSeeders) {
      const seeder = await load();
      const started = Date.now();
      await seeder.run(db, { config, log });
      log.info({ seeder: seeder.name, ms: Date.now() - started }, 'demo content seeded');
    }
    await db.insert(appMeta).values({ key: 'demo_seeded', value: new Date().toISOString() }).onConflictDoNothing();
  });
}
