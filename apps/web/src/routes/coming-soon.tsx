import { useTranslation } from '../lib/i18n.ts';
import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** Stands in for a screen whose feature has not landed yet, so no link ever leads to a blank page. */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('comingSoon.title'));
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <h1 className="text-2xl font-bold">{t('comingSoon.title')}</h1>
      <p className="text-muted">{t('comingSoon.body')}</p>
      <Link to="/shop/page/1" className={buttonClass('primary')}>
        {t('common.continueShopping')}
      </Link>
    </main>
  );
}
