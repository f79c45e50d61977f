import { formatCount } from '@shop/shared/money';
import { sizeLabel } from '@shop/shared/catalog-rules';
import { useTranslation } from '../../../lib/i18n.ts';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import type { BatchVariant } from '@shop/shared/admin';
import { Swatch } from '../../../components/ui/swatch.tsx';
import { usePaletteLookup } from '../api/palette.ts';

/** One added colour variant: first image, colour, name, stock per size, and a remove button. */
export function VariantSummary({
  variant,
  onRemove,
  removeLabel,
}: {
  variant: BatchVariant;
  onRemove?: () => void;
  removeLabel?: string;
}) {
  const { t, language } = useTranslation();
  const colour = usePaletteLookup()(variant.color);
  const stock = variant.sizes
    .filter((s) => s.stock > 0)
    .map((s) => `${sizeLabel(s.size, language)} ${formatCount(s.stock, language)}`)
    .join(' · ');
  return (
    <div className="flex items-center gap-3 rounded-lg border border-line p-2">
      <div className="aspect-[4/5] w-12 shrink-0 overflow-hidden rounded bg-surface">
        <Thumbnail src={variant.images[0] ?? null} alt={variant.color} sizes="48px" />
      </div>
      <div className="min-w-0 flex-1 text-sm">
        <p className="flex items-center gap-1.5 font-semibold">
          <Swatch colour={colour.swatch} />
          <span>
            {colour.name} — {variant.name}
          </span>
        </p>
        <p className="truncate text-muted">
          {stock} · {t('admin.builder.imageCount', { count: variant.images.length })}
        </p>
      </div>
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          aria-label={removeLabel}
          className="inline-flex size-11 items-center justify-center rounded-md text-danger hover:bg-danger/5"
        >
          ×
        </button>
      )}
    </div>
  );
}
