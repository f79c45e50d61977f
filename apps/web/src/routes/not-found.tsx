import { useTranslation } from '../lib/i18n.ts';
import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { paths } from '@shop/shared/paths';

export default function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <p aria-hidden="true" className="text-7xl font-black tracking-tight text-accent">
        404
      </p>
      <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="text-muted">{t('notFound.body')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.home} className={buttonClass('primary')}>
          {t('common.goHome')}
        </Link>
        <Link to={paths.shop()} className={buttonClass('secondary')}>
          {t('common.continueShopping')}
        </Link>
      </div>
    </main>
  );
}
