import { AuthPanel } from '../../features/auth/components/auth-panel.tsx';

/** `/profile/loginPage` and `/login`: the Sign In / Sign Up screen. */
export default function LoginPage() {
  return <AuthPanel />;
}
