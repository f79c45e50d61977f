import { useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { NavLink } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { usePaymentsToCheckCount } from '../../features/admin-payments/api/payments-to-check.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { paths } from '@shop/shared/paths';
import { adminPaths } from '@shop/shared/admin-paths';

const item = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-md px-3 text-sm font-semibold transition-colors ${
    isActive ? 'bg-white text-ink' : 'text-white/80 hover:bg-white/10 hover:text-white'
  }`;

/** The admin side menu: a column on wide screens; the layout folds it away on phones. */
export function AdminNav({ id, hidden, onLogout }: { id: string; hidden: boolean; onLogout: () => Promise<void> }) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  const toCheck = usePaymentsToCheckCount().data ?? 0;
  return (
    <nav id={id} aria-label={t('admin.nav.label')} className={`${hidden ? 'hidden' : 'block'} px-3 pb-4 md:block`}>
      <ul className="flex flex-col gap-1">
        <li>
          <NavLink to={adminPaths.dashboard} className={item}>
            {t('admin.nav.dashboard')}
          </NavLink>
        </li>
        <li>
          <NavLink to={adminPaths.orders()} className={item}>
            {t('admin.nav.orders')}
          </NavLink>
        </li>
        <li>
          <p
            className="px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wider text-white/50"
            id="admin-nav-products"
          >
            {t('admin.nav.products')}
          </p>
          <ul aria-labelledby="admin-nav-products" className="flex flex-col gap-1 pl-2">
            <li>
              <NavLink to={adminPaths.addProduct} className={item}>
                {t('admin.nav.addProduct')}
              </NavLink>
            </li>
            <li>
              <NavLink to={adminPaths.products} end className={item}>
                {t('admin.nav.productList')}
              </NavLink>
            </li>
          </ul>
        </li>
        <li className="pt-2">
          <NavLink to={adminPaths.delivery} className={item}>
            {t('admin.nav.delivery')}
          </NavLink>
        </li>
        <li>
          <NavLink to={adminPaths.payments} className={(state) => `${item(state)} justify-between gap-2`}>
            {t('admin.nav.paymentsToCheck')}
            {toCheck > 0 && (
              <>
                <span
                  aria-hidden="true"
                  className="rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-white"
                  data-testid="payments-badge"
                >
                  {toCheck}
                </span>
                <span className="sr-only">{t('admin.nav.paymentsWaiting', { count: toCheck })}</span>
              </>
            )}
          </NavLink>
        </li>
        <li>
          <NavLink to={adminPaths.paymentSettings} className={item}>
            {t('admin.nav.payments')}
          </NavLink>
        </li>
        <li>
          <NavLink to={adminPaths.colours} className={item}>
            {t('admin.nav.colours')}
          </NavLink>
        </li>
        <li>
          <NavLink to={adminPaths.shopSettings} className={item}>
            {t('admin.nav.shopSettings')}
          </NavLink>
        </li>
        <li>
          <NavLink to={adminPaths.customers} className={item}>
            {t('admin.nav.customers')}
          </NavLink>
        </li>
        <li>
          <NavLink to={adminPaths.messages} className={item}>
            {t('admin.nav.messages')}
          </NavLink>
        </li>
        <li>
          <NavLink to={adminPaths.details} className={item}>
            {t('admin.nav.details')}
          </NavLink>
        </li>
        <li className="mt-2 border-t border-white/15 pt-2">
          <NavLink to={paths.home} className={item}>
            {t('admin.nav.viewShop')}
          </NavLink>
        </li>
        <li>
          <button
            type="button"
            disabled={leaving}
            aria-busy={leaving || undefined}
            onClick={() => {
              setLeaving(true);
              void onLogout().finally(() => setLeaving(false));
            }}
            className={`${item({ isActive: false })} w-full gap-2`}
          >
            {leaving && <Spinner />}
            {t('admin.nav.logout')}
          </button>
        </li>
        <li>
          <LanguageSwitch tone="dark" className="px-1" />
        </li>
      </ul>
    </nav>
  );
}
