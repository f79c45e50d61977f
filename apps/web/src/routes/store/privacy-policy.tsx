import { formatDate } from '@shop/shared/dates';
import { useTranslation } from '../../lib/i18n.ts';
import { HelpBanner } from '../../features/static-pages/components/help-banner.tsx';
import { PageHero } from '../../features/static-pages/components/page-hero.tsx';
import { ProseSections } from '../../features/static-pages/components/prose-sections.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import '../../locales/pages.ts';

/** The day this page last changed, written by the one date formatter. */
const UPDATED = '2025-06-01';

export default function PrivacyPolicyPage() {
  const { t, language } = useTranslation();
  useDocumentTitle(t('privacyPage.title'));
  return (
    <main>
      <PageHero eyebrow={t('privacyPage.eyebrow')} title={t('privacyPage.title')} lead={t('privacyPage.lead')}>
        <p className="mt-6 text-sm text-muted">
          {t('staticPage.lastUpdated', { date: formatDate(UPDATED, language) })}
        </p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-6 py-12 sm:py-16">
        <ProseSections copyKey="privacyPage.sections" />
        <HelpBanner />
      </div>
    </main>
  );
}
