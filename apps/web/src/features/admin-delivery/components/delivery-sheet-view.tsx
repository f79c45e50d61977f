import type { DeliverySheet, DeliverySheetOrder } from '@shop/shared/delivery';
import { formatDate } from '@shop/shared/dates';
import { formatPhone } from '@shop/shared/phone-rules';
import { formatCount, formatMMK } from '@shop/shared/money';
import { placeLine } from '@shop/shared/place-rules';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PrintStyles } from '../../../components/ui/print-styles.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDeliverySheet } from '../api/get-delivery-sheet.ts';

const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Yangon' });

/** How a parcel is paid, as the rider needs it: the cash to collect, or paid. */
function Payment({ order }: { order: DeliverySheetOrder }) {
  const { t, language } = useTranslation();
  if (order.paymentMethod === 'cod')
    return (
      <p className="text-right font-bold tabular-nums">
        {t('admin.sheet.collect', { cash: formatMMK(order.cash, language) })}
        {order.status === 'delivered' && (
          <span className="block text-xs font-normal text-muted">{t('admin.sheet.delivered')}</span>
        )}
      </p>
    );
  return (
    <p className="text-right font-bold">
      {order.paid ? t('admin.sheet.paid') : t('admin.sheet.unpaid')}
      {order.status === 'delivered' && (
        <span className="block text-xs font-normal text-muted">{t('admin.sheet.delivered')}</span>
      )}
    </p>
  );
}

function Riders({ sheet }: { sheet: DeliverySheet }) {
  const { t, language } = useTranslation();
  if (sheet.riders.length === 0) return null;
  return (
    <section className="rounded-xl border border-line bg-white p-4" data-testid="sheet-riders">
      <h2 className="text-base font-bold">{t('admin.sheet.riders')}</h2>
      <table className="mt-2 w-full text-left text-sm">
        <thead>
          <tr className="border-b border-line">
            <th className="py-1.5">{t('admin.sheet.rider')}</th>
            <th className="py-1.5 text-right">{t('admin.sheet.parcels')}</th>
            <th className="py-1.5 text-right">{t('admin.sheet.cash')}</th>
          </tr>
        </thead>
        <tbody>
          {sheet.riders.map((r) => (
            <tr key={r.courier} className="border-b border-line">
              <td className="py-1.5">{r.courier || t('admin.sheet.noCourier')}</td>
              <td className="py-1.5 text-right tabular-nums">{formatCount(r.orders, language)}</td>
              <td className="py-1.5 text-right font-bold tabular-nums">{formatMMK(r.cash, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * The courier's sheet: every parcel on the road that day (shipped that day or still out), by
 * township, prepaid ones marked paid and cash-on-delivery ones with the cash to collect, then a
 * total per courier or rider. Prints on A4.
 */
export function DeliverySheetView() {
  const { t, language } = useTranslation();
  const [date, setDate] = useState(today);
  const sheet = useDeliverySheet(date);
  return (
    <div data-print-sheet className="flex flex-col gap-4">
      <PrintStyles />
      <div className="flex flex-wrap items-end gap-3 print:hidden">
        <Field id="sheet-date" label={t('admin.sheet.date')}>
          <Input id="sheet-date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </Field>
        <Button variant="secondary" onClick={() => window.print()}>
          {t('admin.sheet.print')}
        </Button>
      </div>
      <QueryState
        query={sheet}
        loadingLabel={t('common.loading')}
        skeleton={<Skeleton className="h-64 w-full" />}
        errorMessage={(error) => t('admin.loadError', { message: errorMessage(error) })}
      >
        {(data) => (
          <>
            <p className="hidden text-lg font-bold print:block">
              {t('admin.sheet.printTitle', { date: formatDate(date, language) })}
            </p>
            {data.townships.length === 0 && <p className="text-muted">{t('admin.sheet.empty')}</p>}
            {data.townships.map((group) => (
              <section
                key={`${group.region}/${group.city}/${group.township}`}
                className="rounded-xl border border-line bg-white p-4 print:rounded-none print:p-2"
              >
                <h2 className="text-base font-bold">
                  {placeLine(group, group, language)}
                  <span className="ml-2 inline-block font-normal text-muted">
                    {t('admin.sheet.townshipTotal', {
                      count: group.orders.length,
                      cash: formatMMK(group.cash, language),
                    })}
                  </span>
                </h2>
                <ul className="mt-2 divide-y divide-line text-sm">
                  {group.orders.map((o) => (
                    <li key={o.orderId} className="flex flex-wrap justify-between gap-2 py-2" data-testid="sheet-order">
                      <div>
                        <p className="font-semibold">
                          {o.name} · <span className="font-mono">{o.orderId}</span>
                        </p>
                        <p>
                          <a href={`tel:${o.phone}`} className="underline">
                            {formatPhone(o.phone, language)}
                          </a>
                        </p>
                        <p>{o.fullAddress}</p>
                        {o.deliveryNotes && <p className="text-muted">{o.deliveryNotes}</p>}
                        <p className="text-muted">
                          {o.courier || t('admin.sheet.noCourier')}
                          {o.trackingNumber && ` · ${o.trackingNumber}`}
                        </p>
                      </div>
                      <Payment order={o} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            <Riders sheet={data} />
            <p className="text-lg font-bold" data-testid="sheet-total">
              {t('admin.sheet.total', { count: data.orders, cash: formatMMK(data.cash, language) })}
            </p>
          </>
        )}
      </QueryState>
    </div>
  );
}
