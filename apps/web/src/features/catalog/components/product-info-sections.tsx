import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation, wordsLoaded } from '../../../lib/i18n.ts';
import { useWaitingForApp } from '../../../lib/use-hydrated.ts';
import { usePrefetchDeliveryZones } from '../../../lib/delivery-zones.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { SizeSetChoice } from '@shop/shared/catalog-rules';
import '../../../locales/product-sections.ts';
import { SizeGuide } from './size-guide.tsx';

// The Shipping section's code, like its data, arrives when the shopper reaches for it.
const loadShippingInfo = () => import('./shipping-info.tsx');
const ShippingInfo = lazy(() => loadShippingInfo().then((module) => ({ default: module.ShippingInfo })));

// Share (Facebook, Messenger, Viber, copy link): its code and words after these sections' own.
const ProductShare = lazy(() => import('./product-share.tsx').then((m) => wordsLoaded().then(() => m)));

type Section = 'details' | 'sizeGuide' | 'shipping';

/**
 * Details, Size Guide (the product's size set) and Shipping: one open at a time (Details first);
 * then Share. Loaded after the product page's first screen, so none of it is in the page's first load.
 */
export function ProductInfoSections({ details, set }: { details: string; set: SizeSetChoice }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Section | null>('details');
  const toggle = (section: Section) => setOpen((current) => (current === section ? null : section));
  const prefetchZones = usePrefetchDeliveryZones();
  const [shippingWanted, setShippingWanted] = useState(false);
  const prefetchShipping = () => {
    setShippingWanted(true);
    void loadShippingInfo();
    prefetchZones();
  };

  return (
    <>
      <div className="divide-y divide-line border-y border-line">
        <Accordion title={t('productSections.details')} open={open === 'details'} onToggle={() => toggle('details')}>
          {details.trim() ? (
            <div
              className="text-sm leading-relaxed text-ink [&_a]:underline [&_li]:ml-5 [&_ol]:list-decimal [&_p+p]:mt-2 [&_ul]:list-disc"
              // Sanitised by the server on save and again when sent.
              dangerouslySetInnerHTML={{ __html: details }}
            />
          ) : (
            <p className="text-sm text-muted">{t('productSections.noDetails')}</p>
          )}
        </Accordion>
        <Accordion
          title={t('productSections.sizeGuide')}
          open={open === 'sizeGuide'}
          onToggle={() => toggle('sizeGuide')}
        >
          <SizeGuide set={set} />
        </Accordion>
        <Accordion
          title={t('productSections.shipping')}
          open={open === 'shipping'}
          onToggle={() => {
            prefetchShipping();
            toggle('shipping');
          }}
          onIntent={prefetchShipping}
        >
          {(shippingWanted || open === 'shipping') && (
            <Suspense fallback={<Skeleton className="h-20" />}>
              <ShippingInfo load={open === 'shipping'} />
            </Suspense>
          )}
        </Accordion>
      </div>
      <Suspense>
        <ProductShare />
      </Suspense>
    </>
  );
}

function Accordion({
  title,
  open,
  onToggle,
  onIntent,
  children,
}: {
  title: string;
  open: boolean;
  onToggle: () => void;
  /** The pointer or focus reached the header: a chance to start loading the section's content. */
  onIntent?: () => void;
  children: ReactNode;
}) {
  const id = useId();
  // It opens and closes once the page's code runs (a page drawn on the server, on its way); with
  // JavaScript off, index.html's `<noscript>` style shows every panel the server drew (`data-panel`).
  const waiting = useWaitingForApp();
  return (
    <section>
      <h2>
        <button
          type="button"
          id={`${id}-button`}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          aria-disabled={waiting}
          onClick={onToggle}
          onPointerEnter={onIntent}
          onFocus={onIntent}
          className="flex min-h-12 w-full items-center justify-between py-3 text-left text-sm font-semibold uppercase tracking-wide"
        >
          {title}
          <span aria-hidden="true" className={`text-lg transition-transform ${open ? 'rotate-45' : ''}`}>
            +
          </span>
        </button>
      </h2>
      <div
        id={`${id}-panel`}
        role="region"
        aria-labelledby={`${id}-button`}
        data-panel
        // A class rather than `hidden`, which the stylesheet's base hides with !important: the
        // `<noscript>` style can show it.
        className={open ? 'pb-5' : 'hidden pb-5'}
      >
        {children}
      </div>
    </section>
  );
}
