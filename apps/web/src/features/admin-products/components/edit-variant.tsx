import { sizeLabel } from '@shop/shared/catalog-rules';
import type { ProductUpdate } from '@shop/shared/admin';
import { useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { describedBy, Field } from '../../../components/ui/field.tsx';
import { Input, TextArea } from '../../../components/ui/input.tsx';
import { localMessage, useTranslation } from '../../../lib/i18n.ts';
import { variantMessage, type EditForm, type EditVariant } from '../lib/edit-product.ts';
import { moveItem } from '../lib/image-list.ts';
import { stockField } from '../lib/stock-field.ts';
import { firstMessage } from '../lib/size-set-form.ts';
import { usePaletteLookup } from '../api/palette.ts';
import { ColourPicker } from './colour-picker.tsx';
import { ImageManager } from './image-manager.tsx';

type Props = {
  form: UseFormReturn<EditForm, unknown, ProductUpdate>;
  index: number;
  /** Stable for this variant while others are added, removed or moved: the ids of its controls. */
  id: string;
  errors: FieldErrors<EditVariant> | undefined;
  onRemove: () => void;
};

/** One variant on the edit form: colour from the palette, stock per size, images, and Remove; errors at their field. */
export function EditVariantFields({ form, index, id, errors, onRemove }: Props) {
  const { t, language } = useTranslation();
  const { register, control, getValues, setValue, formState } = form;
  const colourOf = usePaletteLookup();
  const n = index + 1;
  const path = `variants.${index}` as const;
  const [color, name, images, sizes] = useWatch({
    control,
    name: [`${path}.color`, `${path}.name`, `${path}.images`, `${path}.sizes`],
  });
  const setImages = (change: (current: string[]) => string[]) =>
    // Read at the time of the change: uploads in several requests add to what the earlier ones added.
    setValue(`${path}.images`, change(getValues(`${path}.images`)), {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted,
    });

  const message = (error: { message?: string } | undefined) =>
    error?.message ? variantMessage(error.message, n, t) : undefined;
  const colorError = message(errors?.color);
  const nameError = message(errors?.name);
  const descriptionError = message(errors?.description);
  const imagesError = message(errors?.images);
  // A size's own error, or the sizes' as a whole (a size not of the product's set).
  const stockError = firstMessage(errors?.sizes);
  const field = (name: 'name' | 'description', error: string | undefined) => ({
    id: `${id}-${name}`,
    invalid: Boolean(error),
    'aria-describedby': describedBy(`${id}-${name}`, { error }),
    ...register(`${path}.${name}`),
  });
  const stock = (index: number) => {
    const invalid = Boolean(errors?.sizes?.[index] ?? errors?.sizes?.message);
    return {
      ...stockField(register, `${path}.sizes.${index}.stock`),
      id: `${id}-stock-${index}`,
      invalid,
      'aria-describedby': invalid ? `${id}-stock-error` : undefined,
    };
  };
  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-line p-4">
      <legend className="px-1 text-sm font-bold">
        {t('admin.edit.variantLegend', { n, color: colourOf(color).name })}
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-name`} label={t('admin.builder.variantName')} error={nameError}>
          <Input autoComplete="off" {...field('name', nameError)} />
        </Field>
      </div>
      <ColourPicker
        id={`${id}-color`}
        label={t('admin.builder.color')}
        registration={register(`${path}.color`)}
        error={colorError}
        required
      />
      <Field id={`${id}-description`} label={t('admin.builder.variantDescription')} error={descriptionError}>
        <TextArea rows={2} {...field('description', descriptionError)} />
      </Field>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">{t('admin.builder.stockPerSize')}</legend>
        <div className="grid grid-cols-3 gap-3 sm:grid-cols-6">
          {sizes.map(({ size }, index) => (
            <div key={size} className="flex flex-col gap-1">
              <label htmlFor={`${id}-stock-${index}`} className="text-xs font-semibold text-muted">
                {t('admin.builder.stockFor', { size: sizeLabel(size, language) })}
              </label>
              <Input type="text" inputMode="numeric" digits {...stock(index)} />
            </div>
          ))}
        </div>
        {stockError && (
          <p id={`${id}-stock-error`} className="mt-2 text-sm text-danger">
            {localMessage(stockError, t)}
          </p>
        )}
      </fieldset>
      <div className="flex flex-col gap-2">
        <span className="text-sm font-semibold">{t('admin.images.label')}</span>
        <ImageManager
          name={`${path}.images`}
          images={images}
          subject={color || name}
          invalid={Boolean(imagesError)}
          describedBy={imagesError ? `${id}-images-error` : undefined}
          onAdd={(urls) => setImages((current) => [...current, ...urls])}
          onRemove={(at) => setImages((current) => current.filter((_, i) => i !== at))}
          onMove={(at, by) => setImages((current) => moveItem(current, at, by))}
        />
        {imagesError && (
          <p id={`${id}-images-error`} className="text-sm text-danger">
            {imagesError}
          </p>
        )}
      </div>
      <Button variant="ghost" className="self-start text-danger" onClick={onRemove}>
        {t('admin.edit.removeVariant', { n })}
      </Button>
    </fieldset>
  );
}
