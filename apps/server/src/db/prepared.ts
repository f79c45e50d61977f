import { is, Param, Placeholder, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db, Tx } from './client.ts';

const dialect = new PgDialect();

/**
 * Answers parsed as Drizzle's own prepared queries parse them: timestamps, dates and intervals
 * (and their arrays) as PostgreSQL writes them, everything else with pg's parsers.
 */
const KEPT_AS_WRITTEN = new Set([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  // Their arrays (pg names no array types): numeric[], timestamp[], timestamptz[], interval[], date[].
  1231,
  1115,
  1185,
  1187,
  1182,
]);
const asWritten = (value: string) => value;
const types = {
  getTypeParser: (typeId: number, format?: 'text' | 'binary') =>
    KEPT_AS_WRITTEN.has(typeId) ? asWritten : pg.types.getTypeParser(typeId, format),
};

type Client = { query: (config: object, values: unknown[]) => Promise<{ rows: unknown[] }> };

/** A parameter of the statement: a named value given at each run, or one written into the statement. */
type Slot = { name: string; encode?: (value: unknown) => unknown } | { value: unknown };

function valueOf(values: Record<string, unknown>, name: string): unknown {
  if (!(name in values)) throw new Error(`No value for placeholder "${name}" was provided`);
  return values[name];
}

/**
 * A statement PostgreSQL parses and plans once per connection (a named prepared statement;
 * `db.execute` always sends unnamed ones, planned on every call). Values are given by name with
 * `sql.placeholder(name)`, arrays the statement unnests with `arrayValue`. After five runs
 * PostgreSQL keeps the plan made without the values (the generic plan) if it costs no more than
 * those made with them. The statement's text, its parameters' order and its query settings are
 * worked out once: each run puts the values in order and hands them to pg on the handle's own
 * pool or transaction client (Drizzle's prepared query, made anew at each run, cost ~20 µs of the
 * checkout's two statements each: decision 054).
 */
export function preparedStatement<Row>(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  const slots: Slot[] = query.params.map((param: unknown) => {
    if (is(param, Placeholder)) return { name: param.name };
    if (is(param, Param) && is(param.value, Placeholder)) {
      const { encoder } = param;
      return { name: param.value.name, encode: (value: unknown) => encoder.mapToDriverValue(value) };
    }
    return { value: param };
  });
  const config = { name, text: query.sql, types };
  return async (db: Db | Tx, values: Record<string, unknown>): Promise<Row[]> => {
    const ordered = slots.map((slot) => {
      if ('value' in slot) return slot.value;
      const value = valueOf(values, slot.name);
      return slot.encode ? slot.encode(value) : value;
    });
    const { client } = db._.session as unknown as { client: Client };
    return (await client.query(config, ordered)).rows as Row[];
  };
}

/**
 * An array value of a prepared statement, as `(select $n::type[])`. Given bare, PostgreSQL counts
 * its items when planning with the values, so those plans always look cheaper than the generic
 * one and every run is planned again (about half of a checkout's PostgreSQL time, measured with
 * EXPLAIN); it cannot count what a sub-select returns, so both kinds of plan cost the same.
 */
export function arrayValue(name: string, type: 'uuid' | 'text' | 'int'): SQL {
  return sql`(select ${sql.placeholder(name)}::${sql.raw(type)}[])`;
}
