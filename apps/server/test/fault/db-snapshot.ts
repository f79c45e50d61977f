import pg from 'pg';

/** Row count and a checksum of the content of every table, rate-limit counters aside. */
export type Snapshot = Record<string, { rows: number; md5: string | null }>;

const IGNORED = new Set(['rate_limits']);

export async function snapshot(databaseUrl: string): Promise<Snapshot> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    );
    const result: Snapshot = {};
    for (const { name } of tables) {
      if (IGNORED.has(name)) continue;
      const { rows } = await client.query<{ rows: number; md5: string | null }>(
        `select count(*)::int as rows, md5(string_agg(t::text, '|' order by t::text)) as md5 from "${name}" t`,
      );
      result[name] = rows[0]!;
    }
    return result;
  } finally {
    await client.end();
  }
}
