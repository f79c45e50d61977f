import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { AdminPage } from '../../app/layouts/admin-page.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { adminPaths } from '@shop/shared/admin-paths';

/** An admin address that does not exist. */
export default function AdminNotFoundPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('notFound.title')}>
      <p className="text-muted">{t('notFound.body')}</p>
      <Link to={adminPaths.dashboard} className={`${buttonClass('secondary')} self-start`}>
        {t('admin.nav.dashboard')}
      </Link>
    </AdminPage>
  );
}
