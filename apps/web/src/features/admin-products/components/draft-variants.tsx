import type { BatchVariant } from '@shop/shared/admin';
import type { FieldErrors } from 'react-hook-form';
import { localMessage, useTranslation } from '../../../lib/i18n.ts';
import { listError } from '../../../lib/use-shop-form.ts';
import type { ProductDraft } from '../lib/batch-builder.ts';
import { ErrorLine } from './error-line.tsx';
import { usePaletteLookup } from '../api/palette.ts';
import { VariantSummary } from './variant-summary.tsx';

/** The colour variants added to the product so far, each removable; the product's error about them below. */
export function DraftVariants({
  variants,
  error,
  onRemove,
}: {
  variants: readonly (BatchVariant & { id: string })[];
  error: FieldErrors<ProductDraft>['variants'];
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation();
  const message = listError(error);
  const colourOf = usePaletteLookup();
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-base font-bold">{t('admin.builder.variantsHeading', { count: variants.length })}</h3>
      {variants.length > 0 && (
        <ul className="flex flex-col gap-2">
          {variants.map((variant, index) => (
            <li key={variant.id}>
              <VariantSummary
                variant={variant}
                onRemove={() => onRemove(index)}
                removeLabel={t('admin.builder.removeVariant', { name: colourOf(variant.color).name })}
              />
            </li>
          ))}
        </ul>
      )}
      <ErrorLine message={message ? localMessage(message, t) : null} />
    </div>
  );
}
