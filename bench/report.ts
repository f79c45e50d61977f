import type { QueryCount } from './queries.ts';

export type Row = {
  scenario: string;
  /** The figure the goal is about. */
  value: string;
  p50?: number;
  p99?: number;
  control?: string;
  /** Shop ÷ control, the median of the pairs (for the cold start: time ÷ time, so above 1 is slower). */
  ratio?: number | undefined;
  /** Each pair's ratio, shop and control measured side by side: the spread of this run. */
  ratios?: number[];
  /** Which way is better for `ratio` (default higher). */
  better?: 'higher' | 'lower';
  /** SQL statements per request at cart size 10 (the SQL rows): compared as a count. */
  statements?: number;
  goal: string;
  met?: boolean;
  detail?: unknown;
};

/**
 * Goals per request kind (statements counted at the driver, BEGIN/COMMIT included); a filtered
 * listing is the listing's one statement with its filters inside (#25).
 */
const queryGoals: { match: string; goal: number }[] = [
  { match: 'listing', goal: 2 },
  { match: 'filtered listing', goal: 1 },
  { match: 'product', goal: 3 },
  { match: 'add to cart', goal: 4 },
  { match: 'guest checkout', goal: 6 },
  { match: 'customer checkout', goal: 6 },
  // The session's check and the list's one statement (decision 055).
  { match: 'admin order list', goal: 2 },
];

/** One row per request kind: statements at cart size 1 and 10; met when within the goal at both and equal. */
export function queryRows(counts: QueryCount[]): Row[] {
  const kinds = [...new Set(counts.map((c) => c.request))];
  return kinds.map((request) => {
    const at = (size: number) => counts.find((c) => c.request === request && c.cartSize === size);
    const one = at(1);
    const ten = at(10);
    const goal = queryGoals.find((g) => request.startsWith(g.match))?.goal ?? 0;
    const ok = (c: QueryCount | undefined) => !!c && c.status < 400 && c.queries <= goal;
    return {
      scenario: `SQL per request: ${request}`,
      value: `${one?.queries ?? '?'} (cart 1) / ${ten?.queries ?? '?'} (cart 10)`,
      ...(ten ? { statements: ten.queries } : {}),
      goal: `≤ ${goal}, same at both`,
      met: ok(one) && ok(ten) && one!.queries === ten!.queries,
      detail: { one, ten },
    };
  });
}

export function printTable(rows: Row[]): void {
  console.table(
    rows.map((r) => ({
      scenario: r.scenario,
      value: r.value,
      p50: r.p50 ?? '',
      p99: r.p99 ?? '',
      control: r.control ?? '',
      ratio: r.ratio ?? '',
      pairs: r.ratios?.length ? `${Math.min(...r.ratios)}–${Math.max(...r.ratios)} (${r.ratios.length})` : '',
      goal: r.goal,
      met: r.met === undefined ? '' : r.met ? 'yes' : 'NO',
    })),
  );
}
