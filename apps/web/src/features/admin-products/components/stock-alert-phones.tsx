import { inLanguage } from '@shop/shared/catalog-rules';
import { formatDate } from '@shop/shared/dates';
import { errorMessage } from '../../../lib/api-client.ts';
import { localDigits, useTranslation } from '../../../lib/i18n.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useStockAlertDone, useStockAlerts } from '../api/stock-alerts.ts';

/**
 * Shoppers who left a phone for a sold-out size (the shop sends no SMS): the owner calls or
 * messages them, sizes back in stock first, and marks each one done.
 */
export function StockAlertPhones() {
  const { t, language } = useTranslation();
  const toast = useToast();
  const alerts = useStockAlerts();
  const done = useStockAlertDone();
  return (
    <Panel id="stock-alert-phones" title={t('admin.stockAlerts.title')}>
      <p className="text-sm text-muted">{t('admin.stockAlerts.hint')}</p>
      <QueryState
        query={alerts}
        loadingLabel={t('admin.stockAlerts.loading')}
        errorMessage={(error) => t('admin.loadError', { message: errorMessage(error) })}
        isEmpty={(data) => data.items.length === 0}
        empty={<p className="py-2 text-sm text-muted">{t('admin.stockAlerts.empty')}</p>}
      >
        {(data) => (
          <ul className="flex flex-col divide-y divide-line text-sm">
            {data.items.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center gap-3 py-2">
                <div className="min-w-0 flex-1">
                  <a href={`tel:${a.phone}`} className="font-semibold underline">
                    {a.phone}
                  </a>
                  <p>
                    {inLanguage(language, a.itemName, a.itemNameMy)} · {a.color} · {a.size}
                  </p>
                  <p className="text-xs text-muted">
                    {a.restockedAt
                      ? t('admin.stockAlerts.back', {
                          date: formatDate(a.restockedAt, language),
                          stock: localDigits(a.stock, language),
                        })
                      : t('admin.stockAlerts.waiting', { date: formatDate(a.createdAt, language) })}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  busy={done.isPending && done.variables === a.id}
                  onClick={() =>
                    done.mutate(a.id, {
                      onSuccess: () => toast.show(t('admin.stockAlerts.doneToast'), 'success'),
                      onError: (error) => toast.show(errorMessage(error), 'error'),
                    })
                  }
                >
                  {t('admin.stockAlerts.done')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Panel>
  );
}
