import { useTranslation } from '../../lib/i18n.ts';
import { useParams } from 'react-router';
import { categoryTitle } from '@shop/shared/categories';
import { ProductListing } from '../../features/catalog/components/product-listing.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export default function CategoryPage() {
  const { t, language } = useTranslation();
  const { category = 'all', pageNum } = useParams();
  const slug = category.toLowerCase();
  const title = slug === 'all' ? t('catalog.allProducts') : categoryTitle(slug, language);
  useDocumentTitle(title);
  return (
    <main className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 pt-8 pb-16 md:px-8 md:pt-12">
      <h1 className="text-3xl font-black tracking-tight md:text-4xl">{title}</h1>
      <ProductListing
        key={slug}
        category={slug === 'all' ? null : slug}
        pageParam={pageNum}
        basePath={`/product-category/${encodeURIComponent(slug)}`}
      />
    </main>
  );
}
