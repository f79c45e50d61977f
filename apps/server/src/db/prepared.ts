import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.ts';

const dialect = new PgDialect();

/**
 * A statement PostgreSQL parses and plans once per connection (a named prepared statement;
 * `db.execute` always sends unnamed ones, planned on every call). Values are given by name with
 * `sql.placeholder(name)`, arrays the statement unnests with `arrayValue`. After five runs
 * PostgreSQL keeps the plan made without the values (the generic plan) if it costs no more than
 * those made with them.
 */
export function preparedStatement<Row>(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  return async (db: Db | Tx, values: Record<string, unknown>): Promise<Row[]> => {
    const prepared = db._.session.prepareQuery(query, undefined, name, false);
    return ((await prepared.execute(values)) as { rows: Row[] }).rows;
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
