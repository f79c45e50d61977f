import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import { SHOP_CATEGORIES, categorySlug } from '@shop/shared/categories';
import { paths } from '@shop/shared/paths';

/** The Shop menu's categories as links (the home page's way into the collection), named as the menu names them. */
export function CategoryLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('home.categoriesTitle')}>
      <ul className="flex flex-wrap gap-2">
        {SHOP_CATEGORIES.map((name) => {
          const slug = categorySlug(name);
          return (
            <li key={slug}>
              <Link
                to={slug === 'all' ? paths.shop() : paths.category(slug)}
                className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 text-sm font-semibold transition-colors hover:border-ink hover:bg-ink hover:text-white"
              >
                {t(`nav.categories.${slug}`, { defaultValue: name })}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
