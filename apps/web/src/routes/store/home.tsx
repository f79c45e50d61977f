import { useTranslation } from '../../lib/i18n.ts';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { CategoryLinks } from '../../features/catalog/components/category-links.tsx';
import { NewestCarousel } from '../../features/catalog/components/newest-carousel.tsx';
import { ProductSearch } from '../../features/catalog/components/product-search.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import '../../locales/home.ts';
import { paths } from '@shop/shared/paths';

export default function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('home.documentTitle'));
  return (
    <main className="flex flex-col gap-14 pb-16">
      {/* Burmese is first painted in the phone's font and then in the shop's faces, which come after
          the first paint and set lines of another width (decision 052). So nothing in the hero moves
          when they come: the Burmese heading puts each phrase on a line of its own (its line count
          does not depend on the font), the line under it may take a line more or less, and the
          buttons stand one under the other on the foot of a hero taller than its words in either
          font. */}
      <section className="bg-ink text-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-12 md:px-8 md:py-16 [&:lang(my)]:min-h-[33rem]">
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-white/70">{t('home.eyebrow')}</p>
          <h1 className="max-w-2xl text-3xl font-black tracking-tight md:text-5xl">
            {t('home.heroTitle')
              .split(' ')
              .map((phrase, index) => (
                <Fragment key={index}>
                  {index > 0 && ' '}
                  <span className="[&:lang(my)]:block">{phrase}</span>
                </Fragment>
              ))}
          </h1>
          <p className="max-w-xl text-white/80">{t('home.heroBody')}</p>
          <div className="mt-auto flex flex-col items-start gap-3 pt-2 sm:flex-row">
            <Link to={paths.shop()} className={buttonClass('primary', 'bg-white !text-ink hover:!bg-white/85')}>
              {t('home.shopAll')}
            </Link>
            <Link
              to={paths.category('new-arrivals')}
              className={buttonClass('secondary', 'border-white !text-white hover:!bg-white hover:!text-ink')}
            >
              {t('home.newArrivals')}
            </Link>
          </div>
        </div>
      </section>

      <div className="mx-auto flex w-full max-w-7xl flex-col gap-14 px-4 md:px-8">
        <ProductSearch />

        <NewestCarousel />

        <section aria-labelledby="categories" className="flex flex-col gap-4">
          <h2 id="categories" className="text-2xl font-bold tracking-tight">
            {t('home.categoriesTitle')}
          </h2>
          <CategoryLinks />
        </section>
      </div>
    </main>
  );
}
