import { formatCount } from '@shop/shared/money';
import { useTranslation } from '../../../lib/i18n.ts';
import { lineLimit, MAX_LINE_QUANTITY } from '@shop/shared/cart-rules';
import '../../../locales/cart.ts';

type QuantityStepperProps = {
  id: string;
  name: string;
  quantity: number;
  stock: number | null;
  busy: boolean;
  onChange: (quantity: number) => void;
};

const stepClass =
  'flex size-11 items-center justify-center text-lg font-semibold text-ink transition-colors hover:bg-surface disabled:cursor-not-allowed disabled:text-line disabled:hover:bg-transparent';

/** − quantity +: never below 1 (remove is its own button), never past 10 or the stock, and says why. */
export function QuantityStepper({ id, name, quantity, stock, busy, onChange }: QuantityStepperProps) {
  const { t, language } = useTranslation();
  const limit = lineLimit(quantity, stock);
  const reasonId = `${id}-limit`;
  let reason: string | null = null;
  if (stock === 0) reason = t('cart.outOfStock');
  else if (limit?.kind === 'stock') reason = t('cart.onlyInStock', { count: limit.stock });
  else if (limit?.kind === 'max') reason = t('cart.maxPerItem', { count: MAX_LINE_QUANTITY });

  return (
    <div className="flex flex-col gap-1">
      <div className="inline-flex w-fit items-center rounded-md border border-line" aria-busy={busy || undefined}>
        <button
          type="button"
          className={`${stepClass} rounded-l-md`}
          aria-label={t('cart.decrease', { name })}
          disabled={quantity <= 1 || busy}
          onClick={() => onChange(quantity - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output
          id={`${id}-quantity`}
          aria-label={t('cart.quantityOf', { name })}
          aria-live="polite"
          className="min-w-10 text-center text-sm font-semibold tabular-nums"
          data-testid="line-quantity"
        >
          {formatCount(quantity, language)}
        </output>
        <button
          type="button"
          className={`${stepClass} rounded-r-md`}
          aria-label={t('cart.increase', { name })}
          aria-describedby={reason ? reasonId : undefined}
          title={reason ?? undefined}
          disabled={limit !== null || busy}
          onClick={() => onChange(quantity + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {reason && (
        <p id={reasonId} className="text-xs text-muted">
          {reason}
        </p>
      )}
    </div>
  );
}
