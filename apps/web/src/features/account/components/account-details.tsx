import type { AuthUser } from '@shop/shared/auth';
import { useTranslation } from '../../../lib/i18n.ts';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useMe } from '../api/get-me.ts';
import { AccountPage } from './account-page.tsx';
import { PasswordForm } from './password-form.tsx';
import { ProfileForm } from './profile-form.tsx';
import { VerificationBanner } from './verification-banner.tsx';
import '../../../locales/account.ts';

/** `/profile/details`: verification status, the profile form and the password change. */
export function AccountDetails({
  onProfileSaved,
  onPasswordChanged,
}: {
  onProfileSaved: (user: AuthUser) => void;
  onPasswordChanged: (token: string) => void;
}) {
  const { t } = useTranslation();
  const me = useMe();
  useDocumentTitle(t('account.detailsTitle'));

  return (
    <AccountPage title={t('account.detailsTitle')}>
      <QueryState
        query={me}
        loadingLabel={t('account.loading')}
        skeleton={<Skeleton className="h-72 w-full" />}
        errorMessage={t('account.loadFailed')}
      >
        {(account) => (
          <>
            {account.verified ? (
              <p className="flex items-center gap-2 text-sm">
                <span className="font-semibold">{t('account.emailStatus')}:</span>
                <span className="rounded-full bg-success/10 px-2.5 py-0.5 text-xs font-semibold text-success">
                  {t('account.verifiedStatus')}
                </span>
              </p>
            ) : (
              <VerificationBanner me={account} />
            )}
            <ProfileForm key={account._id} me={account} onSaved={onProfileSaved} />
          </>
        )}
      </QueryState>
      <PasswordForm onChanged={onPasswordChanged} />
    </AccountPage>
  );
}
