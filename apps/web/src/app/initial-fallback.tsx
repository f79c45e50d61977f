import { useTranslation } from '../lib/i18n.ts';

/**
 * What shows while the first screen's code loads (on a slow phone connection this can take a
 * moment): the header's shape and a quiet loading line, so the page never flashes blank.
 * The build writes the same markup into index.html (`appShell` in vite.config.ts): keep them alike.
 */
export function InitialFallback() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col" aria-busy="true">
      <div className="flex h-20 items-center justify-center border-b border-line">
        <span className="text-lg font-black tracking-[0.2em]">{t('nav.brand')}</span>
      </div>
      <p role="status" className="mx-auto mt-16 text-sm text-muted">
        {t('common.loading')}
      </p>
    </div>
  );
}
