import { formatDate } from '@shop/shared/dates';
import { formatPhone } from '@shop/shared/phone-rules';
import { formatMMK } from '@shop/shared/money';
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

/** The courier's sheet: the day's shipped cash-on-delivery orders by township, with the cash to collect. */
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
            <p className="hidden font-bold print:block">
              {t('admin.sheet.printTitle', { date: formatDate(date, language) })}
            </p>
            {data.townships.length === 0 && <p className="text-muted">{t('admin.sheet.empty')}</p>}
            {data.townships.map((group) => (
              <section
                key={`${group.region}/${group.city}/${group.township}`}
                className="rounded-xl border border-line bg-white p-4"
              >
                <h2 className="text-base font-bold">
                  {placeLine(group, group, language)}
                  <span className="ml-2 font-normal text-muted">{formatMMK(group.cash, language)}</span>
                </h2>
                <ul className="mt-2 divide-y divide-line text-sm">
                  {group.orders.map((o) => (
                    <li key={o.orderId} className="flex flex-wrap justify-between gap-2 py-2">
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
                      </div>
                      <p className="font-bold tabular-nums">{formatMMK(o.cash, language)}</p>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            <p className="text-lg font-bold" data-testid="sheet-total">
              {t('admin.sheet.total', { count: data.orders, cash: formatMMK(data.cash, language) })}
            </p>
          </>
        )}
      </QueryState>
    </div>
  );
}
