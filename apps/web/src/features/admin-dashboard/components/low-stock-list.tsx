import type { AdminDashboard } from '@shop/shared/admin';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import { adminPaths } from '@shop/shared/admin-paths';
import { inLanguage, sizeLabel } from '@shop/shared/catalog-rules';

/** Sizes running low, emptiest first, each linking to its product's edit page to restock. */
export function LowStockList({ lowStock }: { lowStock: AdminDashboard['lowStock'] }) {
  const { t, language } = useTranslation();
  return (
    <section
      aria-labelledby="low-stock"
      className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="low-stock" className="text-base font-bold">
          {t('admin.dashboard.lowStockHeading')}
        </h2>
        {lowStock.total > lowStock.items.length && (
          <p className="text-xs text-muted">
            {t('admin.dashboard.lowStockShown', { shown: lowStock.items.length, total: lowStock.total })}
          </p>
        )}
      </div>
      <p className="text-xs text-muted">{t('admin.dashboard.lowStockHint', { threshold: lowStock.threshold })}</p>
      {lowStock.items.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted">{t('admin.dashboard.lowStockEmpty')}</p>
      ) : (
        <ul className="grid gap-x-6 sm:grid-cols-2">
          {lowStock.items.map((item) => (
            <li
              key={`${item.productId}-${item.color}-${item.size}`}
              className="flex items-center gap-3 border-b border-line py-2 text-sm"
            >
              <div className="min-w-0 flex-1">
                <Link to={adminPaths.editProduct(item.productId)} className="font-semibold hover:underline">
                  {inLanguage(language, item.itemName, item.itemNameMy)}
                </Link>
                <p className="text-muted">
                  {t('admin.dashboard.lowStockLine', {
                    color: inLanguage(language, item.color, item.colorMy),
                    size: sizeLabel(item.size, language),
                  })}
                  {item.waiting > 0 && (
                    <span className="ml-2 font-semibold text-ink">
                      {t('admin.dashboard.waiting', { count: item.waiting })}
                    </span>
                  )}
                </p>
              </div>
              <span
                className={`whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                  item.stock === 0 ? 'bg-danger/10 text-danger' : 'bg-warning/10 text-warning'
                }`}
              >
                {item.stock === 0
                  ? t('admin.dashboard.outOfStock')
                  : t('admin.dashboard.unitsLeft', { count: item.stock })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
