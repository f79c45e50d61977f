import '../../../locales/stock-alert.ts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation, wordsLoaded } from '../../../lib/i18n.ts';

// The form itself (react-hook-form and the schema) loads only when the shopper opens it.
const StockAlertForm = lazy(() =>
  import('./stock-alert-form.tsx').then((module) => wordsLoaded().then(() => ({ default: module.StockAlertForm }))),
);

/**
 * "Size sold out? Tell me when it's back" under the size picker of a colour with sold-out sizes.
 * Loaded after the product page's first paint, never in its first load (decision 050).
 */
export function BackInStock({
  productId,
  color,
  sizes,
}: {
  productId: string;
  color: string;
  sizes: readonly string[];
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="self-start text-sm font-semibold underline underline-offset-4"
      >
        {t('stockAlert.open')}
      </button>
    );
  return (
    <Suspense fallback={<div className="min-h-40 rounded-lg border border-line" aria-busy="true" />}>
      <StockAlertForm productId={productId} color={color} sizes={sizes} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
