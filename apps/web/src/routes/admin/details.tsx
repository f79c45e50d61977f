import { useTranslation } from '../../lib/i18n.ts';
import { AdminPage } from '../../app/layouts/admin-page.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useAdminMe } from '../../features/admin-account/api/account.ts';
import { PasswordCard } from '../../features/admin-account/components/password-card.tsx';
import { ProfileCard } from '../../features/admin-account/components/profile-card.tsx';
import { replaceToken, updateStoredUser } from '../../features/auth/index.ts';
import { errorMessage } from '../../lib/api-client.ts';

/** `/admin/details`: the admin's own profile and password; the session keeps the new name and token. */
export default function AdminDetailsPage() {
  const { t } = useTranslation();
  const me = useAdminMe();
  return (
    <AdminPage title={t('admin.account.title')}>
      {me.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : me.isError ? (
        <p role="alert" className="text-danger">
          {t('admin.loadError', { message: errorMessage(me.error) })}
        </p>
      ) : (
        <ProfileCard me={me.data} onSaved={updateStoredUser} />
      )}
      <PasswordCard onChanged={replaceToken} />
    </AdminPage>
  );
}
