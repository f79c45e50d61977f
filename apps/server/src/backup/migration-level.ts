import fs from 'node:fs';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';
import { migrationsFolder } from '../db/client.ts';

/**
 * The migration level of a database, as drizzle's migrator records it: one row per applied
 * migration in `drizzle.__drizzle_migrations` (the file's sha256 and the journal's `when`). A
 * restore applies migrations itself, inside its one transaction, and records them exactly as the
 * migrator would, so the next start finds them applied.
 */
export type AppliedMigration = { hash: string; createdAt: number };
export type KnownMigration = { tag: string; hash: string; createdAt: number; statements: string[] };

export function knownMigrations(): KnownMigration[] {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const tags = new Map(journal.entries.map((e) => [e.when, e.tag]));
  return readMigrationFiles({ migrationsFolder }).map((m) => ({
    tag: tags.get(m.folderMillis) ?? String(m.folderMillis),
    hash: m.hash,
    createdAt: m.folderMillis,
    statements: m.sql,
  }));
}

export async function appliedMigrations(client: pg.ClientBase): Promise<AppliedMigration[]> {
  const { rows: found } = await client.query<{ present: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!found[0]?.present) return [];
  const { rows } = await client.query<{ hash: string; created_at: string }>(
    'select hash, created_at from drizzle.__drizzle_migrations order by created_at, id',
  );
  return rows.map((r) => ({ hash: r.hash, createdAt: Number(r.created_at) }));
}

/** Runs migrations on a client (inside the caller's transaction) and records them as drizzle does. */
export async function applyMigrations(client: pg.ClientBase, migrations: readonly KnownMigration[]): Promise<void> {
  await client.query('create schema if not exists "drizzle"');
  await client.query(
    'create table if not exists "drizzle"."__drizzle_migrations" (id serial primary key, hash text not null, created_at bigint)',
  );
  for (const migration of migrations) {
    for (const statement of migration.statements) {
      if (statement.trim()) await client.query(statement);
    }
    await client.query('insert into "drizzle"."__drizzle_migrations" ("hash", "created_at") values ($1, $2)', [
      migration.hash,
      migration.createdAt,
    ]);
  }
}

/**
 * What a restore does with a backup made at `applied`: the migrations it had (to load its rows
 * into the same tables), then the ones this version adds after them, as the migrator would at
 * the next start. A backup naming a migration this version does not have is from a newer shop.
 */
export function restorePlan(applied: readonly AppliedMigration[]): {
  before: KnownMigration[];
  after: KnownMigration[];
  unknown: AppliedMigration[];
} {
  const known = knownMigrations();
  const had = new Set(applied.map((m) => m.createdAt));
  const last = Math.max(0, ...applied.map((m) => m.createdAt));
  return {
    before: known.filter((m) => had.has(m.createdAt)),
    after: known.filter((m) => m.createdAt > last),
    unknown: applied.filter((m) => !known.some((k) => k.createdAt === m.createdAt)),
  };
}
