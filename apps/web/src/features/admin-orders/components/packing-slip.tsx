import type { AdminOrder } from '@shop/shared/admin';
import { formatCount, formatMMK } from '@shop/shared/money';
import { Button } from '../../../components/ui/button.tsx';
import { PrintStyles } from '../../../components/ui/print-styles.tsx';
import { formatDateTime } from '@shop/shared/dates';
import { placeEstimate, placeLine } from '@shop/shared/place-rules';
import { useTranslation } from '../../../lib/i18n.ts';
import { inLanguage, sizeLabel } from '@shop/shared/catalog-rules';
import { formatPhone } from '@shop/shared/phone-rules';
import { shopName, type PublicShop } from '@shop/shared/shop-rules';

/** What goes into the parcel: where it goes, what is in it, and the cash the courier collects. */
export function PackingSlip({ order, shop }: { order: AdminOrder; shop?: PublicShop | undefined }) {
  const { t, language } = useTranslation();
  const a = order.shippingAddress;
  const cash = order.payment.method === 'cod' && order.payment.status === 'pending' ? order.total : 0;
  return (
    <article
      data-print-sheet
      className="flex flex-col gap-5 rounded-xl border border-line bg-white p-5 print:border-0 print:p-0"
    >
      <PrintStyles />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wider text-muted">{t('admin.slip.heading')}</p>
          <p className="font-mono text-xl font-bold" data-testid="slip-order-id">
            {order.orderId}
          </p>
          <p className="text-sm text-muted">
            {t('admin.order.placed', { date: formatDateTime(order.createdAt, language) })}
          </p>
        </div>
        <Button className="print:hidden" onClick={() => window.print()}>
          {t('admin.slip.print')}
        </Button>
      </div>
      {shop && (
        <section className="flex items-start gap-3 text-sm" data-testid="slip-shop">
          {shop.logo && <img src={shop.logo} alt="" className="size-12 object-contain" />}
          <div className="grid gap-0.5">
            <h2 className="text-xs font-semibold uppercase tracking-wider text-muted">{t('admin.slip.from')}</h2>
            <p className="font-bold">{shopName(shop, language)}</p>
            {shop.phone && <p>{formatPhone(shop.phone, language)}</p>}
            {shop.address && <p className="whitespace-pre-line">{shop.address}</p>}
          </div>
        </section>
      )}
      <section className="grid gap-1 text-sm">
        <h2 className="text-xs font-semibold uppercase tracking-wider text-muted">{t('admin.slip.shipTo')}</h2>
        <p className="text-lg font-bold">{a.name}</p>
        <p>
          <a href={`tel:${a.phone}`}>{a.phone}</a>
        </p>
        <p>{a.fullAddress}</p>
        <p className="font-semibold">{placeLine(a, order.delivery, language)}</p>
        {a.deliveryNotes && <p>{t('admin.order.notes', { notes: a.deliveryNotes })}</p>}
        {order.delivery.estimateEn && (
          <p>{t('admin.order.estimate', { estimate: placeEstimate(order.delivery, language) })}</p>
        )}
      </section>
      <section>
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-line">
              <th className="py-1.5">{t('admin.slip.item')}</th>
              <th className="py-1.5">{t('admin.slip.colourSize')}</th>
              <th className="py-1.5 text-right">{t('admin.slip.quantity')}</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item, index) => (
              <tr key={`${item.productId}-${index}`} className="border-b border-line">
                <td className="py-1.5">{inLanguage(language, item.itemName, item.itemNameMy)}</td>
                <td className="py-1.5">
                  {item.color} · {sizeLabel(item.size, language)}
                </td>
                <td className="py-1.5 text-right tabular-nums">{formatCount(item.quantity, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="text-lg font-bold" data-testid="slip-cash">
        {cash > 0 ? t('admin.slip.collect', { amount: formatMMK(cash, language) }) : t('admin.slip.nothingToCollect')}
      </p>
    </article>
  );
}
