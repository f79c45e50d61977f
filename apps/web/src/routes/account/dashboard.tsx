import { AccountDashboard } from '../../features/account/components/account-dashboard.tsx';
import { useSession } from '../../features/auth/index.ts';

/** `/profile`: the account dashboard; its Logout tile ends the session. */
export default function DashboardPage() {
  const { logout } = useSession();
  return <AccountDashboard onLogout={() => void logout()} />;
}
