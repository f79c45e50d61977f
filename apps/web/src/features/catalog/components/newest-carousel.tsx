import { useDeferredValue, useId, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useWaitingForApp } from '../../../lib/use-hydrated.ts';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useNewestProducts } from '../api/get-newest-products.ts';
import { CAROUSEL_SIZE, IMAGE_SIZES } from '@shop/shared/catalog-rules';
import { CAROUSEL_SCROLL_PX } from '../lib/catalog-rules.ts';
import { SummaryCard } from './summary-card.tsx';

const itemClass = 'w-[68%] shrink-0 snap-start sm:w-[40%] md:w-[30%] lg:w-[calc((100%-4*1.25rem)/4.3)]';
const trackClass =
  '-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-5 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] md:-mx-8 md:scroll-px-8 md:px-8';
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
  // The arrows scroll once the page's code runs (a page drawn on the server, on its way); a finger
  // scrolls the track before that.
  const waiting = useWaitingForApp();
  const scroll = (direction: 1 | -1) =>
    track.current?.scrollBy({ left: direction * CAROUSEL_SCROLL_PX, behavior: 'smooth' });

  const body = (
    <QueryState
      query={{ ...query, data: query.data && items }}
      loadingLabel={t('home.carouselLoading')}
      skeleton={
        <div className={trackClass}>
          {Array.from({ length: CAROUSEL_SIZE }, (_, index) => (
            <div key={index} className={`${itemClass} flex flex-col gap-2`}>
              <Skeleton className="aspect-[4/5] w-full" />
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-4 w-1/3" />
            </div>
          ))}
        </div>
      }
      errorMessage={t('home.carouselError')}
      isEmpty={(products) => products.length === 0}
      empty={<p className="text-muted">{t('home.carouselEmpty')}</p>}
    >
      {(products) => (
        <ul ref={track} aria-labelledby={headingId} className={trackClass}>
          {products.map((product, index) => (
            <li key={product._id} className={itemClass}>
              <SummaryCard product={product} sizes={IMAGE_SIZES.home} priority={index < 2} />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );

  const scrollable = Boolean(query.data && items && items.length > 0);
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
              aria-disabled={waiting}
              className={arrowClass}
            >
              ‹
            </button>
            <button
              type="button"
              onClick={() => scroll(1)}
              aria-label={t('home.carouselNext')}
              aria-disabled={waiting}
              className={arrowClass}
            >
              ›
            </button>
          </div>
        )}
      </div>
      {body}
    </section>
  );
}
