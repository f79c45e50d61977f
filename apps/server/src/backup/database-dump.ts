import path from 'node:path';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { writeMeasured } from './archive.ts';
import type { ArchivedSequence, ArchivedTable } from './manifest.ts';
import { appliedMigrations, type AppliedMigration } from './migration-level.ts';

/**
 * The database's rows in PostgreSQL's own COPY text format, one file a table, all read in one
 * REPEATABLE READ transaction: a consistent snapshot taken while the shop keeps selling. Tables
 * and sequences are found in the catalog, so tables added by later migrations are included
 * without a list to keep up to date (docs/decisions/027-backup-and-restore.md).
 */

/**
 * Session settings under which COPY's text is the same on every server and is read back as
 * written: times in UTC and ISO, shortest exact floats, hex bytea, UTF-8.
 */
export const PORTABLE_TEXT_SETTINGS = [
  "set client_encoding = 'UTF8'",
  "set timezone = 'UTC'",
  "set datestyle = 'ISO, YMD'",
  "set intervalstyle = 'postgres'",
  'set extra_float_digits = 3',
  "set bytea_output = 'hex'",
];

/** Schemas of our data: all but PostgreSQL's own and drizzle's (the level is kept apart). */
const OUR_SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema', 'drizzle') and n.nspname not like 'pg\\_%'`;

export type Relation = { schema: string; name: string; oid: number };

export async function userTables(client: pg.ClientBase): Promise<Relation[]> {
  const { rows } = await client.query<Relation>(`
    select n.nspname as schema, c.relname as name, c.oid::int as oid
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and not c.relispartition and ${OUR_SCHEMAS}
    order by n.nspname, c.relname`);
  return rows;
}

/** Columns a COPY reads and writes: every live column but generated ones. */
export async function copyColumns(client: pg.ClientBase, oid: number): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select attname as name from pg_attribute
     where attrelid = $1 and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
    [oid],
  );
  return rows.map((r) => r.name);
}

export const qualified = (client: pg.ClientBase, schema: string, name: string) =>
  `${client.escapeIdentifier(schema)}.${client.escapeIdentifier(name)}`;

async function dumpSequences(client: pg.ClientBase): Promise<ArchivedSequence[]> {
  const { rows } = await client.query<{ schema: string; name: string }>(`
    select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'S' and ${OUR_SCHEMAS} order by n.nspname, c.relname`);
  const sequences: ArchivedSequence[] = [];
  for (const { schema, name } of rows) {
    const { rows: state } = await client.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text, is_called from ${qualified(client, schema, name)}`,
    );
    sequences.push({ schema, name, lastValue: state[0]!.last_value, isCalled: state[0]!.is_called });
  }
  return sequences;
}

export type DatabaseDump = {
  serverVersion: string;
  migrations: AppliedMigration[];
  tables: (ArchivedTable & { file: string })[];
  sequences: ArchivedSequence[];
};

/**
 * Writes every table to `dir` inside one read-only snapshot. `onSnapshot` is called with the
 * snapshot's exported id while it is held (tests read the same snapshot to compare with).
 */
export async function dumpDatabase(
  client: pg.ClientBase,
  dir: string,
  onSnapshot?: (snapshotId: string) => Promise<void>,
): Promise<DatabaseDump> {
  for (const setting of PORTABLE_TEXT_SETTINGS) await client.query(setting);
  await client.query('begin isolation level repeatable read, read only');
  try {
    const { rows: version } = await client.query<{ server_version: string }>('show server_version');
    const { rows: exported } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    await onSnapshot?.(exported[0]!.id);
    const tables: DatabaseDump['tables'] = [];
    for (const table of await userTables(client)) {
      const columns = await copyColumns(client, table.oid);
      const list = columns.map((c) => client.escapeIdentifier(c)).join(', ');
      const from = qualified(client, table.schema, table.name);
      const archived = `db/${table.schema}.${table.name}.copy`;
      const file = path.join(dir, `${tables.length}.copy`);
      const stream = client.query(copyTo(`copy (select ${list} from ${from}) to stdout`));
      const { bytes, sha256, lines } = await writeMeasured(stream, file);
      tables.push({
        schema: table.schema,
        name: table.name,
        columns,
        rows: lines,
        path: archived,
        bytes,
        sha256,
        file,
      });
    }
    const sequences = await dumpSequences(client);
    const migrations = await appliedMigrations(client);
    await client.query('commit');
    return { serverVersion: version[0]!.server_version, migrations, tables, sequences };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
}
