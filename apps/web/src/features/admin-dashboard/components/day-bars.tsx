import { useTranslation } from '../../../lib/i18n.ts';
import type { DashboardDay } from '@shop/shared/admin';
import { formatDate } from '@shop/shared/dates';
import { barPercent, labelledDays, scaleTop } from '../lib/chart.ts';

type DayBarsProps = {
  title: string;
  days: readonly DashboardDay[];
  value: (day: DashboardDay) => number;
  format: (value: number) => string;
  /** Names the top of the scale, e.g. "Highest: 5". */
  topLabel: (value: string) => string;
  /** A bar's tooltip, e.g. "14 Mar 2026: 3". */
  barLabel: (date: string, value: string) => string;
  barClass: string;
};

/**
 * One series as CSS bars, a day each. Hidden from screen readers: the chart's table says the
 * same in words (see SalesChart); the tooltips serve a mouse.
 */
export function DayBars({ title, days, value, format, topLabel, barLabel, barClass }: DayBarsProps) {
  const { language } = useTranslation();
  const values = days.map(value);
  const top = scaleTop(values);
  return (
    <figure aria-hidden="true" className="flex flex-col gap-1.5">
      <figcaption className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-semibold">{title}</span>
        <span className="text-xs text-muted tabular-nums">{topLabel(format(Math.max(0, ...values)))}</span>
      </figcaption>
      <div className="flex h-28 items-end gap-[2px] border-b border-line">
        {days.map((day, i) => (
          <div
            key={day.date}
            title={barLabel(formatDate(day.date, language), format(values[i]!))}
            className={`min-w-0 flex-1 rounded-t-sm ${barClass}`}
            style={{ height: `${barPercent(values[i]!, top)}%` }}
          />
        ))}
      </div>
      <div className="flex justify-between text-xs text-muted">
        {labelledDays(days).map((day) => (
          <span key={day.date}>{formatDate(day.date, language)}</span>
        ))}
      </div>
    </figure>
  );
}
