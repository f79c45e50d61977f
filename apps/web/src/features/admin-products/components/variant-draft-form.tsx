import { wholeNumber } from '../../../lib/digits.ts';
import { COLOURS, SIZES } from '@shop/shared/catalog-rules';
import type { Dispatch } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, TextArea } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import type { BatchAction, VariantDraft } from '../lib/batch-builder.ts';
import { ImageManager } from './image-manager.tsx';
import { ErrorLine } from './error-line.tsx';

/** The colour variant being written: name, description, colour, stock per size and images. */
type Props = { variant: VariantDraft; dispatch: Dispatch<BatchAction>; error: string | null };

export function VariantDraftForm({ variant, dispatch, error }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-dashed border-line p-4">
      <legend className="px-1 text-sm font-bold">{t('admin.builder.newVariant')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="variant-name" label={t('admin.builder.variantName')} hint={t('admin.builder.variantNameHint')}>
          <Input
            id="variant-name"
            aria-describedby="variant-name-hint"
            value={variant.name}
            onChange={(e) => dispatch({ type: 'variantField', field: 'name', value: e.target.value })}
          />
        </Field>
        <Field id="variant-color" label={t('admin.builder.color')} required>
          <Select
            id="variant-color"
            value={variant.color}
            aria-required
            onChange={(e) => dispatch({ type: 'variantField', field: 'color', value: e.target.value })}
          >
            <option value="">{t('admin.builder.chooseColor')}</option>
            {COLOURS.map((colour) => (
              <option key={colour} value={colour}>
                {t(`admin.colours.${colour}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field id="variant-description" label={t('admin.builder.variantDescription')}>
        <TextArea
          id="variant-description"
          rows={2}
          value={variant.description}
          onChange={(e) => dispatch({ type: 'variantField', field: 'description', value: e.target.value })}
        />
      </Field>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">
          {t('admin.builder.stockPerSize')}
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        </legend>
        <div className="grid grid-cols-3 gap-3 sm:grid-cols-6">
          {SIZES.map((size) => (
            <div key={size} className="flex flex-col gap-1">
              <label htmlFor={`variant-stock-${size}`} className="text-xs font-semibold text-muted">
                {t('admin.builder.stockFor', { size })}
              </label>
              <Input
                id={`variant-stock-${size}`}
                type="text"
                inputMode="numeric"
                value={variant.stock[size] || ''}
                placeholder="0"
                onChange={(e) => dispatch({ type: 'stock', size, value: Number(wholeNumber(e.target.value)) })}
              />
            </div>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-2">
        <span className="text-sm font-semibold">
          {t('admin.images.label')}
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        </span>
        <ImageManager
          images={variant.images}
          subject={variant.color || variant.name}
          onAdd={(urls) => dispatch({ type: 'addImages', urls })}
          onRemove={(index) => dispatch({ type: 'removeImage', index })}
          onMove={(index, by) => dispatch({ type: 'moveImage', index, by })}
        />
      </div>
      <Button variant="secondary" className="self-start" onClick={() => dispatch({ type: 'addVariant' })}>
        {t('admin.builder.addVariant')}
      </Button>
      <ErrorLine message={error} />
    </fieldset>
  );
}
