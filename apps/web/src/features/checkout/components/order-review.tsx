import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatMMK } from '@shop/shared/money';
import { inLanguage, sizeLabel } from '@shop/shared/catalog-rules';
import { Swatch } from '../../../components/ui/swatch.tsx';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import '../../../locales/checkout.ts';

export type ReviewLine = {
  _id: string;
  itemName: string;
  image: string | null;
  /** The palette colour's English name (what the order sends). */
  color: string;
  /** The colour's Burmese name and swatch, when known. */
  colorMy?: string;
  swatch?: string;
  size: string;
  quantity: number;
  price: number;
};

type OrderReviewProps = {
  lines: readonly ReviewLine[];
  subtotal: number;
  /** The delivery fee of the picked place (null until it is known). */
  fee: number | null;
  children: ReactNode;
};

/** 'Your Order': the lines, subtotal, shipping of the picked place, total, the all-sales-final note and the button. */
export function OrderReview({ lines, subtotal, fee, children }: OrderReviewProps) {
  const { t, language } = useTranslation();
  return (
    <section aria-labelledby="your-order-heading" className="rounded-lg border border-line p-5 md:p-6">
      <h2 id="your-order-heading" className="text-lg font-bold tracking-tight">
        {t('checkout.yourOrder')}
      </h2>
      <ul className="mt-4 flex flex-col divide-y divide-line">
        {lines.map((line) => (
          <li key={line._id} className="flex gap-3 py-3">
            <div className="aspect-[4/5] w-14 shrink-0 overflow-hidden rounded bg-surface">
              <Thumbnail src={line.image} alt={line.itemName} sizes="56px" />
            </div>
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-semibold">{line.itemName}</p>
              <p className="flex items-center gap-1.5 text-muted">
                <Swatch colour={line.swatch} />
                {t('checkout.lineDetails', {
                  color: inLanguage(language, line.color, line.colorMy),
                  size: sizeLabel(line.size, language),
                  quantity: line.quantity,
                })}
              </p>
            </div>
            <p className="text-sm font-semibold whitespace-nowrap">{formatMMK(line.price * line.quantity, language)}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-2 flex flex-col gap-3 border-t border-line pt-4 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{t('checkout.subtotal')}</dt>
          <dd data-testid="checkout-subtotal">{formatMMK(subtotal, language)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{t('checkout.shipping')}</dt>
          <dd data-testid="checkout-shipping">
            {fee === null ? t('checkout.chooseCityForShipping') : formatMMK(fee, language)}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-line pt-3 text-base font-bold">
          <dt>{t('checkout.total')}</dt>
          <dd data-testid="checkout-total">{formatMMK(subtotal + (fee ?? 0), language)}</dd>
        </div>
      </dl>
      <p className="mt-4 rounded-md bg-surface px-3 py-2 text-xs text-muted">{t('policy.returns')}</p>
      <div className="mt-5">{children}</div>
    </section>
  );
}
