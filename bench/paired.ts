import { median, ratio } from './lib.ts';
import type { Row } from './report.ts';

/**
 * Pairs per scenario (BENCH_PAIRS, default 5; BENCH_ROUNDS is its older name): the shop and its
 * control measured one after the other, the pair's ratio taken, and the next pair the same way.
 * How the two cores are shared drifts over minutes on a machine others use, so a ratio compares
 * loads run side by side, and the median of the pairs is reported with their spread.
 */
export const PAIRS = Number(process.env.BENCH_PAIRS ?? process.env.BENCH_ROUNDS ?? 5);

export type Pair<S, C> = { shop: S; control: C };

/** `PAIRS` alternating runs: the shop's load, then the control's (which may depend on it). */
export async function inPairs<S, C>(shop: () => Promise<S>, control: (shop: S) => Promise<C>): Promise<Pair<S, C>[]> {
  const pairs: Pair<S, C>[] = [];
  for (let i = 0; i < PAIRS; i++) {
    const measured = await shop();
    pairs.push({ shop: measured, control: await control(measured) });
  }
  return pairs;
}

/**
 * A row of paired measurements: the median shop and control figures, the worst p99, the median
 * of the pairs' ratios and each ratio (the spread). `rate` picks a pair's shop and control figure.
 */
export function pairedRow<S extends { p50: number; p99: number }, C>(
  scenario: string,
  pairs: Pair<S, C>[],
  rate: (pair: Pair<S, C>) => { shop: number; control: number },
  unit: { shop: string; control: string },
  goal: { text: string; met?: (row: { ratio: number; rate: number; p99: number }) => boolean },
  controlDetail: (pair: Pair<S, C>) => string = () => '',
): Row {
  const rates = pairs.map(rate);
  const ratios = rates.map((r) => ratio(r.shop, r.control) ?? 0);
  const r = median(ratios, 2);
  const shopRate = median(rates.map((x) => x.shop));
  const p99 = Math.max(...pairs.map((p) => p.shop.p99));
  const detail = pairs.map(controlDetail).filter(Boolean);
  return {
    scenario,
    value: `${shopRate} ${unit.shop}`,
    p50: median(pairs.map((p) => p.shop.p50)),
    p99,
    control: `${median(rates.map((x) => x.control))} ${unit.control}${detail.length ? ` (${detail.at(-1)})` : ''}`,
    ratio: r,
    ratios,
    goal: goal.text,
    ...(goal.met ? { met: goal.met({ ratio: r, rate: shopRate, p99 }) } : {}),
    detail: { pairs },
  };
}
