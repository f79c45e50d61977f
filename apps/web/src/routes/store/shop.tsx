import { useTranslation } from '../../lib/i18n.ts';
import { useParams } from 'react-router';
import { ProductListing } from '../../features/catalog/components/product-listing.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useListingView } from '../../features/catalog/listing/use-listing-view.ts';
import { useListingTitle } from '../../features/catalog/listing/use-listing-title.ts';
import '../../locales/shop.ts';
import { paths } from '@shop/shared/paths';

export default function ShopPage() {
  const { t } = useTranslation();
  const { pageNum } = useParams();
  const view = useListingView();
  // With search words (the home search's "see all"), the shop's pages are its search results.
  const heading = view.q ? t('listing.results', { q: view.q }) : t('catalog.allProducts');
  useDocumentTitle(useListingTitle(heading, null, view, pageNum));
  return (
    <main className="flex flex-col pb-16">
      {/* Burmese is first painted in the phone's font and then in the shop's faces (decision 052),
          whose lines are of another width: a line may wrap differently. So the hero's words are set
          from the start of the line (centred, they moved sideways: Lighthouse CLS 0.009), from its
          top, in a hero taller than they are in either font (the line under the heading may take a
          line more or less), with the scroll hint on its foot: nothing on the first screen moves. */}
      <section className="relative flex min-h-[max(48vh,27rem)] flex-col overflow-hidden bg-ink pt-16 pb-8 text-white md:min-h-[56vh] md:pt-24">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,rgb(200_16_46/0.45),transparent_55%),radial-gradient(circle_at_80%_80%,rgb(255_255_255/0.12),transparent_50%)]"
        />
        <div className="relative mx-auto flex w-full max-w-7xl flex-col items-start gap-4 px-4 md:px-8">
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-white/70">{t('shopPage.eyebrow')}</p>
          <h1 className="max-w-full text-4xl font-black tracking-tight break-words md:text-6xl">{heading}</h1>
          <p className="max-w-xl text-white/80">{t('shopPage.heroBody')}</p>
        </div>
        {/* On the hero's foot; words longer than the hero (long search words) make it grow rather
            than run under the hint. */}
        <a
          href="#products"
          className="relative mx-auto mt-auto flex w-full max-w-7xl items-center gap-2 px-4 pt-8 text-sm text-white/80 hover:text-white md:px-8"
        >
          <span aria-hidden="true" className="animate-bounce text-xl">
            ↓
          </span>
          {t('shopPage.scrollHint')}
        </a>
      </section>

      <section id="products" aria-label={heading} className="mx-auto w-full max-w-7xl scroll-mt-24 px-4 py-10 md:px-8">
        <ProductListing category={null} pageParam={pageNum} view={view} pageHref={paths.shop} />
      </section>

      <section className="mx-auto w-full max-w-7xl px-4 md:px-8">
        <div className="grid gap-6 rounded-md bg-surface p-8 md:grid-cols-[1fr_2fr] md:p-12">
          <h2 className="text-2xl font-bold tracking-tight">{t('shopPage.designTitle')}</h2>
          <div className="flex flex-col gap-3 text-muted">
            <p>{t('shopPage.designBody1')}</p>
            <p>{t('shopPage.designBody2')}</p>
          </div>
        </div>
      </section>
    </main>
  );
}
