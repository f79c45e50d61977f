import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { PageHero } from '../../features/static-pages/components/page-hero.tsx';
import { ProseSections } from '../../features/static-pages/components/prose-sections.tsx';
import { useCopyList } from '../../features/static-pages/components/use-copy.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import '../../locales/pages.ts';
import { paths } from '@shop/shared/paths';

type Value = { title: string; body: string };

export default function AboutPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('aboutPage.title'));
  const values = useCopyList<Value>('aboutPage.values');
  return (
    <main>
      <PageHero eyebrow={t('aboutPage.eyebrow')} title={t('aboutPage.title')} lead={t('aboutPage.lead')} />
      <div className="mx-auto max-w-3xl px-6 py-12 sm:py-16">
        <ProseSections copyKey="aboutPage.sections" />
        <section aria-labelledby="about-values" className="mt-14">
          <h2 id="about-values" className="text-xl font-bold tracking-tight sm:text-2xl">
            {t('aboutPage.valuesHeading')}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-3">
            {values.map((value) => (
              <li key={value.title} className="rounded-xl border border-line p-5">
                <h3 className="font-bold">{value.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-ink/75">{value.body}</p>
              </li>
            ))}
          </ul>
        </section>
        <div className="mt-12">
          <Link to={paths.shop()} className={buttonClass('primary')}>
            {t('aboutPage.cta')}
          </Link>
        </div>
      </div>
    </main>
  );
}
