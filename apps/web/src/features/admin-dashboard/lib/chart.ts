/** Pure arithmetic of the dashboard's bar charts. */

/** The top of a chart's scale: the largest value rounded up to 1, 2 or 5 times a power of ten (at least 1). */
export function scaleTop(values: readonly number[]): number {
  const max = Math.max(0, ...values);
  if (max <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((m) => m * power >= max)!;
  return step * power;
}

/** A bar's height as a percentage of the scale's top, never more than 100. */
export function barPercent(value: number, top: number): number {
  return top > 0 ? Math.min(100, Math.max(0, (value / top) * 100)) : 0;
}

/** The days named under a chart: the first, the middle one and the last. */
export function labelledDays<T>(days: readonly T[]): T[] {
  if (days.length <= 2) return [...days];
  return [days[0]!, days[Math.floor((days.length - 1) / 2)]!, days[days.length - 1]!];
}
