import { AccountDetails } from '../../features/account/components/account-details.tsx';
import { replaceToken, updateStoredUser } from '../../features/auth/index.ts';

/** `/profile/details`: profile and password; the session keeps the new name and the fresh token. */
export default function DetailsPage() {
  return <AccountDetails onProfileSaved={updateStoredUser} onPasswordChanged={replaceToken} />;
}
