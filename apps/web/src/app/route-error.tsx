import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Shown when a screen fails to load or render, most often a lost connection while fetching the
 * screen's code on a slow network: a reload usually helps.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-bold">{t('errors.pageFailedTitle')}</h1>
      <p className="text-muted">{t('errors.pageFailedBody')}</p>
      <div className="flex gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-md bg-ink px-5 py-2.5 text-sm font-semibold text-white"
        >
          {t('common.tryAgain')}
        </button>
        <Link to="/" className="rounded-md border border-line px-5 py-2.5 text-sm font-semibold">
          {t('common.goHome')}
        </Link>
      </div>
    </main>
  );
}
