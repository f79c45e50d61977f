import fs from 'node:fs';
import path from 'node:path';
import type { Row } from './report.ts';

export type Machine = { cpus: number; model?: string | undefined; memoryGB: number; node: string };
type Result = { date: string; machine: Machine; rows: Row[] };

/** Whether two runs were measured on the same machine (same CPUs, memory and Node). */
const sameMachine = (a: Machine, b: Machine) =>
  a.cpus === b.cpus && a.model === b.model && a.memoryGB === b.memoryGB && a.node === b.node;

/** The newest result in `dir` written before `before` on the same machine, if any. */
export function lastResult(dir: string, machine: Machine, before: Date): (Result & { file: string }) | undefined {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .reverse();
  for (const file of files) {
    try {
      const result = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Result;
      if (new Date(result.date) < before && result.machine && sameMachine(result.machine, machine)) {
        return { ...result, file };
      }
    } catch {
      // Not a result of this bench (or half written): skipped.
    }
  }
  return undefined;
}

const range = (r: Row) => (r.ratios?.length ? `${Math.min(...r.ratios)}–${Math.max(...r.ratios)}` : '');

/**
 * One line per scenario that is slower than in `previous` beyond the spread of both runs: its
 * median ratio against its control is outside every pair of the earlier run, and the earlier
 * median is outside every pair of this one (for a ratio where lower is better, the cold start,
 * the other way round). SQL counts are compared as counts: more statements than last time.
 */
export function slowerThanLastTime(rows: Row[], previous: Result): string[] {
  const lines: string[] = [];
  for (const row of rows) {
    const before = previous.rows.find((r) => r.scenario === row.scenario);
    if (!before) continue;
    if (row.statements !== undefined && before.statements !== undefined) {
      if (row.statements > before.statements) {
        lines.push(
          `more statements than last time: ${row.scenario}: ${row.statements} against ${before.statements} (${previous.date})`,
        );
      }
      continue;
    }
    if (row.ratio === undefined || before.ratio === undefined || !row.ratios?.length || !before.ratios?.length)
      continue;
    const lowerIsBetter = row.better === 'lower';
    const worse = (a: number, b: number) => (lowerIsBetter ? a > b : a < b);
    const beyondEarlier = before.ratios.every((r) => worse(row.ratio!, r));
    const beyondNow = row.ratios.every((r) => worse(r, before.ratio!));
    if (beyondEarlier && beyondNow) {
      lines.push(
        `slower than last time: ${row.scenario}: ratio ${row.ratio} (pairs ${range(row)}) against ${before.ratio} (pairs ${range(before)}) on ${previous.date}`,
      );
    }
  }
  return lines;
}
