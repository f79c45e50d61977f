import { wholeNumber } from '../../../lib/digits.ts';
import { SIZES } from '@shop/shared/catalog-rules';
import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, TextArea } from '../../../components/ui/input.tsx';
import type { EditVariant as Variant, VariantChange } from '../lib/edit-product.ts';
import { ImageManager } from './image-manager.tsx';

type Props = { variant: Variant; n: number; onChange: (change: VariantChange) => void; onRemove: () => void };

/** One variant on the edit form: colour as free text, stock per size, images, and Remove. */
export function EditVariantFields({ variant, n, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  const id = `variant-${variant.key}`;
  const field = (name: 'name' | 'description' | 'color') => ({
    id: `${id}-${name}`,
    value: variant[name],
    onChange: (e: { target: { value: string } }) => onChange({ type: 'field', field: name, value: e.target.value }),
  });
  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-line p-4">
      <legend className="px-1 text-sm font-bold">{t('admin.edit.variantLegend', { n, color: variant.color })}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-color`} label={t('admin.builder.color')} required>
          <Input aria-required autoComplete="off" {...field('color')} />
        </Field>
        <Field id={`${id}-name`} label={t('admin.builder.variantName')}>
          <Input autoComplete="off" {...field('name')} />
        </Field>
      </div>
      <Field id={`${id}-description`} label={t('admin.builder.variantDescription')}>
        <TextArea rows={2} {...field('description')} />
      </Field>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">{t('admin.builder.stockPerSize')}</legend>
        <div className="grid grid-cols-3 gap-3 sm:grid-cols-6">
          {SIZES.map((size) => (
            <div key={size} className="flex flex-col gap-1">
              <label htmlFor={`${id}-stock-${size}`} className="text-xs font-semibold text-muted">
                {t('admin.builder.stockFor', { size })}
              </label>
              <Input
                id={`${id}-stock-${size}`}
                type="text"
                inputMode="numeric"
                value={variant.stock[size]}
                onChange={(e) => onChange({ type: 'stock', size, value: Number(wholeNumber(e.target.value)) })}
              />
            </div>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-2">
        <span className="text-sm font-semibold">{t('admin.images.label')}</span>
        <ImageManager
          images={variant.images}
          subject={variant.color || variant.name}
          onAdd={(urls) => onChange({ type: 'addImages', urls })}
          onRemove={(index) => onChange({ type: 'removeImage', index })}
          onMove={(index, by) => onChange({ type: 'moveImage', index, by })}
        />
      </div>
      <Button variant="ghost" className="self-start text-danger" onClick={onRemove}>
        {t('admin.edit.removeVariant', { n })}
      </Button>
    </fieldset>
  );
}
