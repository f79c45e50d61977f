import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import { paths } from '@shop/shared/paths';

/** "Still have a question?": the way from any help page to a person. */
export function HelpBanner() {
  const { t } = useTranslation();
  return (
    <aside className="mt-14 flex flex-col items-start gap-4 rounded-xl bg-ink px-6 py-8 text-white sm:flex-row sm:items-center sm:justify-between sm:px-8">
      <div>
        <h2 className="text-lg font-bold">{t('staticPage.stillQuestions')}</h2>
        <p className="mt-1 text-sm text-white/75">{t('staticPage.stillQuestionsBody')}</p>
      </div>
      <Link
        to={paths.contact}
        className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-md bg-white px-5 py-2.5 text-sm font-semibold text-ink transition-colors hover:bg-white/85 focus-visible:outline-white"
      >
        {t('staticPage.contactUs')}
      </Link>
    </aside>
  );
}
