import { useTranslation } from '../../lib/i18n.ts';
import { ContactForm } from '../../features/static-pages/components/contact-form.tsx';
import { ContactInfo } from '../../features/static-pages/components/contact-info.tsx';
import { PageHero } from '../../features/static-pages/components/page-hero.tsx';
import { useShop } from '../../features/shop-reach/api/get-shop.ts';
import { hasReach, ReachLinks } from '../../features/shop-reach/components/reach-links.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import '../../locales/pages.ts';

export default function ContactPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('contactPage.title'));
  const shop = useShop().data;
  return (
    <main>
      <PageHero
        eyebrow={t('contactPage.eyebrow')}
        title={t('contactPage.title')}
        lead={t('contactPage.lead')}
        width="wide"
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-6 py-12 sm:py-16 lg:grid-cols-[3fr_2fr] lg:gap-14">
        <ContactForm />
        <ContactInfo shop={shop} reach={shop && hasReach(shop) ? <ReachLinks shop={shop} /> : null} />
      </div>
    </main>
  );
}
