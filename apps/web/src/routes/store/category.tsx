import { useTranslation } from '../../lib/i18n.ts';
import { useParams } from 'react-router';
import { categoryTitle } from '@shop/shared/category-titles';
import { useCategoryFound } from '../../features/catalog/api/get-product-listing.ts';
import { ProductListing } from '../../features/catalog/components/product-listing.tsx';
import { parsePageNumber } from '../../features/catalog/lib/catalog-rules.ts';
import { useListingTitle } from '../../features/catalog/listing/use-listing-title.ts';
import { useListingView } from '../../features/catalog/listing/use-listing-view.ts';
import { servedAsNotFound } from '../../lib/server-state.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import NotFoundPage from '../not-found.tsx';
import { paths } from '@shop/shared/paths';

export default function CategoryPage() {
  const { t, language } = useTranslation();
  const { category = 'all', pageNum } = useParams();
  const slug = category.toLowerCase();
  const view = useListingView();
  const found = useCategoryFound(slug, parsePageNumber(pageNum), view);
  const title = slug === 'all' ? t('catalog.allProducts') : categoryTitle(slug, language);
  // The server's 404 for this address is believed until the catalogue answers (it says the same).
  const notFound = found === false || (found === undefined && servedAsNotFound());
  const listingName = useListingTitle(title, slug === 'all' ? null : slug, view, pageNum);
  // A category's name is shown only once the shop knows it: the URL's text is never a heading.
  useDocumentTitle(found ? listingName : notFound ? t('notFound.title') : t('catalog.loading'));
  if (notFound) return <NotFoundPage />;
  return (
    <main className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 pt-8 pb-16 md:px-8 md:pt-12">
      <h1 className="text-3xl font-black tracking-tight md:text-4xl">
        {found ? title : <span className="invisible">{t('catalog.loading')}</span>}
      </h1>
      <ProductListing
        key={slug}
        category={slug === 'all' ? null : slug}
        pageParam={pageNum}
        view={view}
        pageHref={(page, search) => paths.category(slug, page, search)}
      />
    </main>
  );
}
