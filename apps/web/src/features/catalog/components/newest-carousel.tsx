import { useDeferredValue, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useNewestProducts } from '../api/get-newest-products.ts';
import { CAROUSEL_SIZE, IMAGE_SIZES } from '@shop/shared/catalog-rules';
import { CAROUSEL_SCROLL_PX } from '../lib/catalog-rules.ts';
import { SummaryCard } from './summary-card.tsx';

const itemClass = 'w-[68%] shrink-0 snap-start sm:w-[40%] md:w-[30%] lg:w-[calc((100%-4*1.25rem)/4.3)]';
const arrowClass =
  'inline-flex size-11 items-center justify-center rounded-full border border-line bg-white text-xl transition-colors hover:border-ink disabled:opacity-40';

/** The home page's new collection: the 5 newest products in a track the arrows scroll by 860 px. */
export function NewestCarousel() {
  const { t } = useTranslation();
  const headingId = useId();
  const track = useRef<HTMLUListElement>(null);
  const query = useNewestProducts(CAROUSEL_SIZE);
  // Rendered in the background when the answer arrives, in slices (see ProductListing).
  const items = useDeferredValue(query.data?.items);
  const scroll = (direction: 1 | -1) =>
    track.current?.scrollBy({ left: direction * CAROUSEL_SCROLL_PX, behavior: 'smooth' });

  let body: ReactNode;
  if (query.isError) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-md bg-surface p-6">
        <p className="text-muted">{t('home.carouselError')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()} busy={query.isFetching}>
          {t('catalog.tryAgain')}
        </Button>
      </div>
    );
  } else if (items && items.length === 0) {
    body = <p className="text-muted">{t('home.carouselEmpty')}</p>;
  } else {
    body = (
      <ul
        ref={track}
        aria-labelledby={headingId}
        aria-busy={!items || undefined}
        className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-5 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] md:-mx-8 md:scroll-px-8 md:px-8"
      >
        {items
          ? items.map((product, index) => (
              <li key={product._id} className={itemClass}>
                <SummaryCard product={product} sizes={IMAGE_SIZES.home} priority={index < 2} />
              </li>
            ))
          : Array.from({ length: CAROUSEL_SIZE }, (_, index) => (
              <li key={index} className={`${itemClass} flex flex-col gap-2`}>
                <Skeleton className="aspect-[4/5] w-full" />
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-4 w-1/3" />
              </li>
            ))}
      </ul>
    );
  }

  const scrollable = Boolean(items && items.length > 0);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <div className="flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight">
          {t('home.carouselTitle')}
        </h2>
        {scrollable && (
          <div className="flex gap-2">
            <button
              type="button"
              onClick={() => scroll(-1)}
              aria-label={t('home.carouselPrevious')}
              className={arrowClass}
            >
              ‹
            </button>
            <button type="button" onClick={() => scroll(1)} aria-label={t('home.carouselNext')} className={arrowClass}>
              ›
            </button>
          </div>
        )}
      </div>
      {body}
    </section>
  );
}
