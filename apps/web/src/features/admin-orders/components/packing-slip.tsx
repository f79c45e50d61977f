import type { AdminOrder } from '@shop/shared/admin';
import { formatCount, formatMMK } from '@shop/shared/money';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { PrintStyles } from '../../../components/ui/print-styles.tsx';
import { formatDateTime } from '@shop/shared/dates';
import { placeEstimate, placeLine } from '@shop/shared/place-rules';
import { useTranslation } from '../../../lib/i18n.ts';
import { inLanguage, sizeLabel } from '@shop/shared/catalog-rules';
import { formatPhone } from '@shop/shared/phone-rules';
import { shopName, type PublicShop } from '@shop/shared/shop-rules';

type Layout = 'a4' | 'label';
const LAYOUTS: readonly Layout[] = ['a4', 'label'];

/**
 * What goes into the parcel and onto it: on A4, the sender, where it goes, what is in it and the
 * cash the courier collects; as a 100 × 150 mm courier label, the sender, the addressee, the
 * order number and the cash, large. The owner picks the layout; printing prints that paper size.
 */
export function PackingSlip({ order, shop }: { order: AdminOrder; shop?: PublicShop | undefined }) {
  const { t, language } = useTranslation();
  const [layout, setLayout] = useState<Layout>('a4');
  const label = layout === 'label';
  const a = order.shippingAddress;
  const cash = order.payment.method === 'cod' && order.payment.status === 'pending' ? order.total : 0;
  const units = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <fieldset className="flex flex-wrap items-center gap-4">
          <legend className="sr-only">{t('admin.slip.layout')}</legend>
          {LAYOUTS.map((l) => (
            <label key={l} className="flex min-h-11 items-center gap-2 text-sm font-semibold">
              <input
                type="radio"
                name="slip-layout"
                value={l}
                checked={layout === l}
                onChange={() => setLayout(l)}
                className="size-4"
              />
              {t(`admin.slip.layouts.${l}`)}
            </label>
          ))}
        </fieldset>
        <Button onClick={() => window.print()}>{t('admin.slip.print')}</Button>
      </div>
      <article
        data-print-sheet
        data-layout={layout}
        className={`flex flex-col rounded-xl border border-line bg-white print:border-0 print:p-0 ${
          label ? 'w-full max-w-[100mm] gap-2 p-3 text-sm print:max-w-none print:text-[9pt]' : 'gap-5 p-5'
        }`}
      >
        <PrintStyles page={layout} />
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 className="text-xs font-semibold uppercase tracking-wider text-muted">
              {label ? t('admin.slip.labelHeading') : t('admin.slip.heading')}
            </h2>
            <p className={`font-mono font-bold ${label ? 'text-lg' : 'text-xl'}`} data-testid="slip-order-id">
              {order.orderId}
            </p>
            {!label && (
              <p className="text-sm text-muted">
                {t('admin.order.placed', { date: formatDateTime(order.createdAt, language) })}
              </p>
            )}
          </div>
        </div>
        {shop && (
          <section className="flex items-start gap-3" data-testid="slip-shop">
            {shop.logo && (
              <img src={shop.logo} alt="" className={label ? 'size-8 object-contain' : 'size-12 object-contain'} />
            )}
            <div className="grid gap-0.5">
              <h3 className="text-xs font-semibold uppercase tracking-wider text-muted">{t('admin.slip.from')}</h3>
              <p className="font-bold">{shopName(shop, language)}</p>
              {shop.phone && <p>{formatPhone(shop.phone, language)}</p>}
              {shop.address && <p className="whitespace-pre-line">{shop.address}</p>}
            </div>
          </section>
        )}
        <section className={`grid gap-1 ${label ? 'border-y-2 border-ink py-2' : 'text-sm'}`}>
          <h3 className="text-xs font-semibold uppercase tracking-wider text-muted">{t('admin.slip.shipTo')}</h3>
          <p className={label ? 'text-base font-bold' : 'text-lg font-bold'}>{a.name}</p>
          <p>
            <a href={`tel:${a.phone}`}>{formatPhone(a.phone, language)}</a>
          </p>
          <p>{a.fullAddress}</p>
          <p className={label ? 'text-base font-bold' : 'font-semibold'}>{placeLine(a, order.delivery, language)}</p>
          {a.deliveryNotes && <p>{t('admin.order.notes', { notes: a.deliveryNotes })}</p>}
          {!label && order.delivery.estimateEn && (
            <p>{t('admin.order.estimate', { estimate: placeEstimate(order.delivery, language) })}</p>
          )}
        </section>
        {label ? (
          <p>
            {t('admin.slip.units', { count: units })}
            {order.courier && ` · ${order.courier}`}
            {order.trackingNumber && ` · ${order.trackingNumber}`}
          </p>
        ) : (
          <section>
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-line">
                  <th className="py-1.5 pr-3">{t('admin.slip.item')}</th>
                  <th className="py-1.5 pr-3">{t('admin.slip.colourSize')}</th>
                  <th className="py-1.5 text-right">{t('admin.slip.quantity')}</th>
                </tr>
              </thead>
              <tbody>
                {order.items.map((item, index) => (
                  <tr key={`${item.productId}-${index}`} className="border-b border-line">
                    <td className="py-1.5 pr-3">{inLanguage(language, item.itemName, item.itemNameMy)}</td>
                    <td className="py-1.5 pr-3">
                      {inLanguage(language, item.color, item.colorMy)} · {sizeLabel(item.size, language)}
                    </td>
                    <td className="py-1.5 text-right tabular-nums">{formatCount(item.quantity, language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
        <p className="text-lg font-bold" data-testid="slip-cash">
          {cash > 0 ? t('admin.slip.collect', { amount: formatMMK(cash, language) }) : t('admin.slip.nothingToCollect')}
        </p>
      </article>
    </div>
  );
}
