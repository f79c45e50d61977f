import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LISTING_SORTS, sizeLabel, type ListingSort } from '@shop/shared/catalog-rules';
import { formatMMK } from '@shop/shared/money';
import { Select } from '../../../components/ui/select.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useWaitingForApp } from '../../../lib/use-hydrated.ts';
import { filterCount, withoutFilters, type ListingView } from '../listing/listing-url.ts';
import { useColourName } from '../listing/use-listing-title.ts';
import type { ListingHref } from './product-listing.tsx';

// The sheet's code arrives when it is first wanted (a pointer over the button, or a tap), never
// with the page: the listing's first load stays within its budget (docs/performance.md).
const loadSheet = () => import('./filter-sheet.tsx');
const FilterSheet = lazy(loadSheet);

type ListingToolbarProps = {
  category: string | null;
  view: ListingView;
  pageHref: ListingHref;
};

const chipClass =
  'inline-flex min-h-9 items-center gap-1.5 rounded-full border border-line px-3 text-sm hover:border-ink';

/** The sort, the Filters button (its sheet loaded on demand) and the filters chosen, each removable. */
export function ListingToolbar({ category, view, pageHref }: ListingToolbarProps) {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const sortId = useId();
  const [open, setOpen] = useState(false);
  // On a page the server drew, the button and the sort say they are not ready until the app has
  // taken the page over (a tap before then would do nothing), like the product page's controls.
  const waiting = useWaitingForApp();
  const button = useRef<HTMLButtonElement>(null);
  const count = filterCount(view);
  const colorName = useColourName(category, view);

  const chips = [
    ...view.size.map((size) => ({
      label: t('listing.sizeChip', { size: sizeLabel(size, language) }),
      href: pageHref(1, { ...view, size: view.size.filter((s) => s !== size) }),
    })),
    ...view.color.map((color) => ({
      label: colorName(color),
      href: pageHref(1, { ...view, color: view.color.filter((c) => c !== color) }),
    })),
    ...(view.minPrice !== undefined
      ? [
          {
            label: t('listing.priceFrom', { price: formatMMK(view.minPrice, language) }),
            href: pageHref(1, { ...view, minPrice: undefined }),
          },
        ]
      : []),
    ...(view.maxPrice !== undefined
      ? [
          {
            label: t('listing.priceTo', { price: formatMMK(view.maxPrice, language) }),
            href: pageHref(1, { ...view, maxPrice: undefined }),
          },
        ]
      : []),
  ];

  const closeSheet = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div className="flex flex-col gap-3">
      {/* Rows that do not depend on the font: the page is drawn on the server (decision 051) and
          painted before the Burmese font arrives, so a row that wrapped in the fallback font and not
          in the shop's would move the whole listing when the font swaps in (CLS). From 390 px one row,
          the sort at a fixed width (its longest Burmese choice, "ဈေးနှုန်း- နိမ့်မှ မြင့်", whole);
          narrower (a 360 px phone), the two on rows of their own, each as wide as it needs. The filter
          button's words are cut short only in a wider fallback font. */}
      <div className="flex flex-col items-start gap-3 min-[390px]:flex-row min-[390px]:items-end min-[390px]:justify-between">
        <button
          ref={button}
          type="button"
          onPointerEnter={() => void loadSheet()}
          onFocus={() => void loadSheet()}
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          aria-disabled={waiting}
          className="inline-flex min-h-11 min-w-0 items-center gap-2 overflow-hidden rounded-md border border-ink px-4 text-sm font-semibold whitespace-nowrap hover:bg-ink hover:text-white"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 shrink-0 fill-none stroke-current stroke-2">
            <path d="M4 6h16M7 12h10M10 18h4" />
          </svg>
          {count ? t('listing.filtersCount', { count }) : t('listing.filters')}
        </button>
        {/* Nothing here is as wide as its words in one font: a box whose left edge moved when the
            font swapped in would count as a layout shift. The select's own text says what it sorts by. */}
        <div className="w-full min-[390px]:w-45 min-[390px]:shrink-0">
          <label htmlFor={sortId} className="sr-only">
            {t('listing.sortLabel')}
          </label>
          <Select
            id={sortId}
            aria-disabled={waiting}
            value={view.sort}
            onChange={(event) => navigate(pageHref(1, { ...view, sort: event.target.value as ListingSort }))}
          >
            {LISTING_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`listing.sort.${sort}`)}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {chips.length > 0 && (
        <ul aria-label={t('listing.chosen')} className="flex flex-wrap items-center gap-2">
          {chips.map((chip) => (
            <li key={chip.href + chip.label}>
              <Link to={chip.href} className={chipClass} aria-label={t('listing.remove', { name: chip.label })}>
                {chip.label}
                <span aria-hidden="true">×</span>
              </Link>
            </li>
          ))}
          <li>
            <Link
              to={pageHref(1, withoutFilters(view))}
              className="min-h-9 px-2 text-sm font-semibold underline underline-offset-4"
            >
              {t('listing.clearAll')}
            </Link>
          </li>
        </ul>
      )}
      {open && (
        <Suspense fallback={null}>
          <FilterSheet category={category} view={view} pageHref={pageHref} onClose={closeSheet} />
        </Suspense>
      )}
    </div>
  );
}
