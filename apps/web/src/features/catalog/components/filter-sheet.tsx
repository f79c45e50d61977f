import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { categorySlug, SHOP_CATEGORIES } from '@shop/shared/categories';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Swatch } from '../../../components/ui/swatch.tsx';
import { inLanguage, sizeLabel } from '@shop/shared/catalog-rules';
import { wholeNumber } from '../../../lib/digits.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useListingFacets } from '../listing/get-listing-facets.ts';
import { productListingQuery } from '../api/get-product-listing.ts';
import { listingHref, toggled, withoutFilters, type ListingView } from '../listing/listing-url.ts';
import type { ListingHref } from './product-listing.tsx';

type FilterSheetProps = {
  category: string | null;
  view: ListingView;
  pageHref: ListingHref;
  onClose: () => void;
};

const ALL = '';
const toggleClass = (on: boolean) =>
  `inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md border px-3 text-sm font-semibold ${
    on ? 'border-ink bg-ink text-white' : 'border-line hover:border-ink'
  }`;

const priceText = (price: number | undefined) => (price === undefined ? '' : String(price));
const priceOf = (text: string) => {
  const value = wholeNumber(text);
  return value === '' ? undefined : value;
};

/**
 * The listing's filters in a modal sheet (from the bottom on a phone, the side on a wide screen):
 * focus stays inside, Escape closes it. What is chosen is applied only by its button, which says how
 * many products the choice shows (the API's own total for it, asked as the shopper chooses).
 */
export default function FilterSheet({ category, view, pageHref, onClose }: FilterSheetProps) {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [chosenCategory, setCategory] = useState(category ?? ALL);
  const [size, setSize] = useState(view.size);
  const [color, setColor] = useState(view.color);
  const [minText, setMin] = useState(priceText(view.minPrice));
  const [maxText, setMax] = useState(priceText(view.maxPrice));

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const target = chosenCategory === ALL ? null : chosenCategory;
  const pending: ListingView = {
    ...view,
    size,
    color,
    minPrice: priceOf(minText),
    maxPrice: priceOf(maxText),
  };
  // Typing a price asks once the typing pauses; a size or colour asks at once.
  const counted = useDebouncedValue(pending, 300);
  const count = useQuery({
    ...productListingQuery({ category: target, page: 1, search: counted }),
    placeholderData: keepPreviousData,
  });
  const facets = useListingFacets({ category: target, q: view.q });

  const apply = () => {
    onClose();
    navigate(target === category ? pageHref(1, pending) : listingHref(target, pending));
  };
  const clear = () => {
    const cleared = withoutFilters(view);
    setSize(cleared.size);
    setColor(cleared.color);
    setMin('');
    setMax('');
  };
  const total = count.data?.total;
  const settled = !count.isFetching && !count.isPlaceholderData && counted === pending;

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-0 mt-auto max-h-[88dvh] w-full max-w-none flex-col rounded-t-2xl bg-white p-0 text-ink shadow-card backdrop:bg-ink/40 md:mt-0 md:ml-auto md:h-dvh md:max-h-none md:w-[26rem] md:rounded-none open:flex"
    >
      <div className="flex shrink-0 items-center justify-between border-b border-line py-2 pr-2 pl-5">
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {t('listing.sheetTitle')}
        </h2>
        <button
          type="button"
          autoFocus
          onClick={onClose}
          aria-label={t('listing.closeFilters')}
          className="inline-flex size-11 items-center justify-center rounded-full text-2xl hover:bg-surface"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>

      <div className="flex flex-1 flex-col gap-6 overflow-y-auto px-5 py-5">
        <Section title={t('listing.category')} htmlFor={`${id}-category`}>
          <Select id={`${id}-category`} value={chosenCategory} onChange={(event) => setCategory(event.target.value)}>
            <option value={ALL}>{t('listing.allCategories')}</option>
            {SHOP_CATEGORIES.filter((name) => categorySlug(name) !== 'all').map((name) => {
              const slug = categorySlug(name);
              return (
                <option key={slug} value={slug}>
                  {t(`nav.categories.${slug}`, { defaultValue: name })}
                </option>
              );
            })}
          </Select>
        </Section>

        <Choices
          title={t('listing.size')}
          loading={facets.isPending}
          failed={facets.isError}
          empty={t('listing.noSizes')}
          options={(facets.data?.sizes ?? []).map((value) => ({ value, label: sizeLabel(value, language) }))}
          chosen={size}
          onToggle={(value) => setSize(toggled(size, value))}
        />
        <Choices
          title={t('listing.color')}
          loading={facets.isPending}
          failed={facets.isError}
          empty={t('listing.noColors')}
          options={(facets.data?.colors ?? []).map((c) => ({
            value: c.key,
            label: inLanguage(language, c.name, c.nameMy),
            swatch: c.swatch,
          }))}
          chosen={color}
          onToggle={(value) => setColor(toggled(color, value))}
          round
        />

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold">{t('listing.price')}</legend>
          <div className="grid grid-cols-2 gap-3">
            <label className="flex flex-col gap-1 text-sm">
              {t('listing.minPrice')}
              <Input inputMode="numeric" value={minText} onChange={(e) => setMin(e.target.value)} maxLength={12} />
            </label>
            <label className="flex flex-col gap-1 text-sm">
              {t('listing.maxPrice')}
              <Input inputMode="numeric" value={maxText} onChange={(e) => setMax(e.target.value)} maxLength={12} />
            </label>
          </div>
        </fieldset>
      </div>

      <div className="flex shrink-0 items-center gap-3 border-t border-line px-5 py-4">
        <Button variant="secondary" onClick={clear}>
          {t('listing.clearAll')}
        </Button>
        <Button className="flex-1" onClick={apply} data-testid="apply-filters" aria-live="polite">
          {total === undefined ? (
            <Spinner />
          ) : total === 0 ? (
            t('listing.showNone')
          ) : (
            t('listing.show', { count: total })
          )}
          {!settled && total !== undefined && <span className="sr-only">{t('listing.counting')}</span>}
        </Button>
      </div>
    </dialog>
  );
}

function Section({ title, htmlFor, children }: { title: string; htmlFor: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={htmlFor} className="text-sm font-semibold">
        {title}
      </label>
      {children}
    </div>
  );
}

type ChoicesProps = {
  title: string;
  loading: boolean;
  failed: boolean;
  empty: string;
  options: { value: string; label: string; swatch?: string }[];
  chosen: readonly string[];
  onToggle: (value: string) => void;
  round?: boolean;
};

/** A group of on/off buttons (sizes, colours), each saying whether it is chosen. */
function Choices({ title, loading, failed, empty, options, chosen, onToggle, round = false }: ChoicesProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold">{title}</legend>
      {loading ? (
        <p className="flex items-center gap-2 text-sm text-muted">
          <Spinner /> {t('listing.choicesLoading')}
        </p>
      ) : failed ? (
        <p className="text-sm text-danger">{t('listing.choicesFailed')}</p>
      ) : options.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {options.map((option) => {
            const on = chosen.includes(option.value);
            return (
              <button
                key={option.value}
                type="button"
                aria-pressed={on}
                onClick={() => onToggle(option.value)}
                className={`${toggleClass(on)} ${round ? 'rounded-full' : ''}`}
              >
                {option.swatch !== undefined && <Swatch colour={option.swatch} />}
                {option.label}
              </button>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
