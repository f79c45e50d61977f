import { NO_SWATCH } from '@shop/shared/colour-rules';

/**
 * A colour's swatch: a small round sample beside its name (the name says the colour; the sample is
 * decoration for screen readers). A ring keeps white and very light swatches visible.
 */
export function Swatch({ colour, size = 'sm' }: { colour: string | null | undefined; size?: 'sm' | 'md' }) {
  return (
    <span
      aria-hidden="true"
      data-swatch={colour || NO_SWATCH}
      className={`inline-block shrink-0 rounded-full border border-black/20 ${size === 'md' ? 'h-5 w-5' : 'h-3 w-3'}`}
      style={{ backgroundColor: colour || NO_SWATCH }}
    />
  );
}
