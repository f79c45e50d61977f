import { Navigate, Outlet, useLocation } from 'react-router';
import { AccountNav } from '../../features/account/components/account-nav.tsx';
import { useSession } from '../../features/auth/index.ts';
import { paths } from '@shop/shared/paths';

/**
 * The customer account area: its menu beside (phones: above) the page. Signed-out visitors (or a
 * session ended in another tab) go to the sign-in page, which brings them back here afterwards.
 */
export function AccountLayout() {
  const { isLoggedIn, logout } = useSession();
  const location = useLocation();
  if (!isLoggedIn) {
    return <Navigate to={paths.signIn(location.pathname + location.search)} replace />;
  }
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 pt-6 pb-16 md:grid-cols-[220px_minmax(0,1fr)] md:gap-10 md:px-8 md:pt-10">
      <AccountNav onLogout={logout} />
      <Outlet />
    </div>
  );
}
