import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { BackupError } from './archive.ts';
import { copyColumns, PORTABLE_TEXT_SETTINGS, qualified, userTables } from './database-dump.ts';
import type { Manifest } from './manifest.ts';
import { applyMigrations, restorePlan } from './migration-level.ts';

/**
 * Loads a backup's rows into a database in ONE transaction: the schema is built by our own
 * migrations up to the backup's level, every table is emptied (migrations may seed rows) and
 * filled by COPY from the backup's files, sequences are set, the row counts are checked against
 * the manifest, and the migrations this version adds since are applied. Any failure rolls all of
 * it back: the target is as it was (docs/decisions/027-backup-and-restore.md).
 */

export const NEWER_SHOP =
  'the backup was made by a newer version of the shop (its database has migrations this version does not know): update the shop first';

/** Does the database hold anything of a shop (or of anyone)? */
export async function databaseInUse(client: pg.ClientBase): Promise<boolean> {
  const { rows } = await client.query<{ used: boolean }>(`
    select to_regnamespace('drizzle') is not null or exists (
      select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
        and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
    ) as used`);
  return rows[0]!.used;
}

/** Tables in an order that loads every referenced table before the tables referring to it. */
async function loadOrder(client: pg.ClientBase, tables: Manifest['database']['tables']) {
  const { rows } = await client.query<{ child: string; parent: string }>(`
    select cn.nspname || '.' || c.relname as child, pn.nspname || '.' || p.relname as parent
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid join pg_namespace cn on cn.oid = c.relnamespace
    join pg_class p on p.oid = k.confrelid join pg_namespace pn on pn.oid = p.relnamespace
    where k.contype = 'f' and k.conrelid <> k.confrelid`);
  const key = (t: { schema: string; name: string }) => `${t.schema}.${t.name}`;
  const ordered: typeof tables = [];
  const placed = new Set<string>();
  let remaining = [...tables];
  while (remaining.length) {
    const ready = remaining.filter((t) =>
      rows.every((r) => r.child !== key(t) || placed.has(r.parent) || !tables.some((o) => key(o) === r.parent)),
    );
    if (!ready.length)
      throw new BackupError("the backup's tables refer to each other in a circle; restore needs a superuser");
    for (const t of ready) placed.add(key(t));
    ordered.push(...ready);
    remaining = remaining.filter((t) => !placed.has(key(t)));
  }
  return ordered;
}

/** Without references checked, the order is free; only a superuser (or a granted role) may. */
async function skipReferenceChecks(client: pg.ClientBase): Promise<boolean> {
  await client.query('savepoint replica');
  try {
    await client.query('set local session_replication_role = replica');
    await client.query('release savepoint replica');
    return true;
  } catch {
    await client.query('rollback to savepoint replica');
    return false;
  }
}

export type LoadOptions = { force: boolean; staging: string };
export type LoadResult = { rows: number; tables: number; migratedFrom: number; migratedTo: number };

export async function loadDatabase(
  client: pg.ClientBase,
  manifest: Manifest,
  options: LoadOptions,
): Promise<LoadResult> {
  const plan = restorePlan(manifest.database.migrations);
  if (plan.unknown.length) throw new BackupError(NEWER_SHOP);
  for (const setting of PORTABLE_TEXT_SETTINGS) await client.query(setting);
  await client.query('begin');
  try {
    if (await databaseInUse(client)) {
      if (!options.force) throw new BackupError('the target database is not empty (add --force to replace it)');
      const schemas = new Set(['public', 'drizzle', ...manifest.database.tables.map((t) => t.schema)]);
      for (const schema of schemas)
        await client.query(`drop schema if exists ${client.escapeIdentifier(schema)} cascade`);
      await client.query('create schema public');
    }
    await applyMigrations(client, plan.before);

    const present = new Map((await userTables(client)).map((t) => [`${t.schema}.${t.name}`, t.oid]));
    for (const table of manifest.database.tables) {
      const oid = present.get(`${table.schema}.${table.name}`);
      const columns = oid === undefined ? [] : await copyColumns(client, oid);
      if (table.columns.some((c) => !columns.includes(c))) {
        throw new BackupError(`the backup's table ${table.schema}.${table.name} does not match the shop's migrations`);
      }
    }
    const unchecked = await skipReferenceChecks(client);
    const tables = unchecked ? manifest.database.tables : await loadOrder(client, manifest.database.tables);
    const names = tables.map((t) => qualified(client, t.schema, t.name));
    if (names.length) await client.query(`truncate ${names.join(', ')} cascade`);
    let rows = 0;
    for (const table of tables) {
      const name = qualified(client, table.schema, table.name);
      if (!unchecked) await client.query(`alter table ${name} disable trigger user`);
      const list = table.columns.map((c) => client.escapeIdentifier(c)).join(', ');
      const target = client.query(copyFrom(`copy ${name} (${list}) from stdin`));
      await pipeline(fs.createReadStream(path.join(options.staging, ...table.path.split('/'))), target);
      if (!unchecked) await client.query(`alter table ${name} enable trigger user`);
      const { rows: counted } = await client.query<{ n: string }>(`select count(*) as n from ${name}`);
      if (Number(counted[0]!.n) !== table.rows) {
        throw new BackupError(
          `its table ${table.schema}.${table.name} should hold ${table.rows} rows, not ${counted[0]!.n}`,
        );
      }
      rows += table.rows;
    }
    for (const s of manifest.database.sequences) {
      await client.query('select setval($1::regclass, $2::bigint, $3)', [
        qualified(client, s.schema, s.name),
        s.lastValue,
        s.isCalled,
      ]);
    }
    await applyMigrations(client, plan.after);
    await client.query('commit');
    const level = plan.before.length;
    return { rows, tables: tables.length, migratedFrom: level, migratedTo: level + plan.after.length };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
}
