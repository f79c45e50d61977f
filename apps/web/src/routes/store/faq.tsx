import { useTranslation } from '../../lib/i18n.ts';
import { FaqList } from '../../features/static-pages/components/faq-list.tsx';
import { HelpBanner } from '../../features/static-pages/components/help-banner.tsx';
import { PageHero } from '../../features/static-pages/components/page-hero.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import '../../locales/pages.ts';

export default function FaqPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('faqPage.title'));
  return (
    <main>
      <PageHero eyebrow={t('faqPage.eyebrow')} title={t('faqPage.title')} lead={t('faqPage.lead')} />
      <div className="mx-auto max-w-3xl px-6 py-12 sm:py-16">
        <FaqList />
        <HelpBanner />
      </div>
    </main>
  );
}
