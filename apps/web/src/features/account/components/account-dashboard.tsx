import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { meQuery, useMe } from '../api/get-me.ts';
import { AccountPage } from './account-page.tsx';
import { TileIcon, type TileIconName } from './tile-icons.tsx';
import { VerificationBanner } from './verification-banner.tsx';
import '../../../locales/account.ts';
import { paths } from '@shop/shared/paths';

type Tile = { to?: string; icon: TileIconName; title: string; body: string };

/** `/profile`: greeting, the verification notice, and a tile for each part of the account. */
export function AccountDashboard({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation();
  const me = useMe();
  const verified = useVerifiedParam();
  useDocumentTitle(t('account.dashboardTitle'));

  const name = me.data ? me.data.displayName || me.data.name : null;
  const tiles: Tile[] = [
    { to: paths.orders, icon: 'orders', title: t('account.tiles.orders'), body: t('account.tiles.ordersBody') },
    {
      to: paths.addresses,
      icon: 'address',
      title: t('account.tiles.addresses'),
      body: t('account.tiles.addressesBody'),
    },
    {
      to: paths.accountDetails,
      icon: 'details',
      title: t('account.tiles.details'),
      body: t('account.tiles.detailsBody'),
    },
    {
      to: paths.favourites,
      icon: 'wishlist',
      title: t('account.tiles.wishlist'),
      body: t('account.tiles.wishlistBody'),
    },
    { icon: 'logout', title: t('account.tiles.logout'), body: t('account.tiles.logoutBody') },
  ];

  return (
    <AccountPage
      title={name ? t('account.hello', { name }) : t('account.helloNoName')}
      lead={t('account.dashboardLead')}
    >
      {verified === '1' && (
        <p className="rounded-xl border border-success/30 bg-success/5 px-4 py-3 text-sm font-semibold text-success">
          {t('account.verified')}
        </p>
      )}
      <QueryState
        query={me}
        loadingLabel={t('account.loading')}
        skeleton={<Skeleton className="h-20 w-full" />}
        errorMessage={t('account.loadFailed')}
      >
        {(account) => (
          <VerificationBanner
            me={account}
            note={verified && verified !== '1' ? t('account.verifyLinkInvalid') : undefined}
          />
        )}
      </QueryState>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {tiles.map((tile) => (
          <li key={tile.icon}>
            {tile.to ? (
              <Link to={tile.to} className={tileClass}>
                <TileContent {...tile} />
              </Link>
            ) : (
              <button type="button" onClick={onLogout} className={`${tileClass} w-full text-left`}>
                <TileContent {...tile} />
              </button>
            )}
          </li>
        ))}
      </ul>
    </AccountPage>
  );
}

const tileClass =
  'flex h-full flex-col gap-3 rounded-xl border border-line bg-white p-4 transition-[border-color,box-shadow] hover:border-ink hover:shadow-card sm:p-5';

function TileContent({ icon, title, body }: Tile): ReactNode {
  return (
    <>
      <span className="inline-flex size-10 items-center justify-center rounded-full bg-surface text-ink">
        <TileIcon name={icon} />
      </span>
      <span className="flex flex-col gap-0.5">
        <span className="font-semibold">{title}</span>
        <span className="text-xs text-muted sm:text-sm">{body}</span>
      </span>
    </>
  );
}

/**
 * The mailed verification link lands on `/profile?verified=…`: say so once, refresh the account,
 * and take the parameter out of the address so a reload does not repeat it.
 */
function useVerifiedParam(): string | null {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [verified] = useState(() => params.get('verified'));
  const handled = useRef(false);

  useEffect(() => {
    if (!verified || handled.current) return;
    handled.current = true;
    if (verified === '1') {
      toast.show(t('account.verified'), 'success');
      void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    }
    setParams(
      (next) => {
        next.delete('verified');
        return next;
      },
      { replace: true },
    );
  }, [verified, toast, t, queryClient, setParams]);
  return verified;
}
