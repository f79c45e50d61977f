import { formatCount } from '@shop/shared/money';
import { useTranslation } from '../../lib/i18n.ts';

/** A labelled progress bar (0 to 100); the percentage is read out and shown beside it. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const { language } = useTranslation();
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 flex-1 overflow-hidden rounded-full bg-surface"
      >
        <div className="h-full rounded-full bg-ink transition-[width] duration-150" style={{ width: `${percent}%` }} />
      </div>
      <span aria-hidden="true" className="w-10 text-right text-xs font-semibold tabular-nums text-muted">
        {formatCount(percent, language)}%
      </span>
    </div>
  );
}
