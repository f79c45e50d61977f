import '../../../locales/stock-alert.ts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation, wordsLoaded } from '../../../lib/i18n.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';

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
  // Drawn by the server (decision 051), the button does nothing until its code runs: it says so.
  const hydrated = useHydrated();
  if (!open)
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        disabled={!hydrated}
        aria-busy={!hydrated}
        className="self-start text-sm font-semibold underline underline-offset-4 disabled:cursor-wait disabled:opacity-60"
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
