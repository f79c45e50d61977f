import { zodResolver } from '@hookform/resolvers/zod';
import { BatchVariantSchema, type BatchVariant } from '@shop/shared/admin';
import { sizeLabel, type SizeSetChoice } from '@shop/shared/catalog-rules';
import { useEffect } from 'react';
import { useWatch, type Resolver } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, TextArea } from '../../../components/ui/input.tsx';
import { localMessage, useTranslation } from '../../../lib/i18n.ts';
import { useShopForm } from '../../../lib/use-shop-form.ts';
import { withProductName } from '../lib/batch-builder.ts';
import { blankVariant, type EditVariant } from '../lib/edit-product.ts';
import { moveItem } from '../lib/image-list.ts';
import { stockField } from '../lib/stock-field.ts';
import { ColourPicker } from './colour-picker.tsx';
import { ErrorLine } from './error-line.tsx';
import { ImageManager } from './image-manager.tsx';
import { stockGrid } from '../lib/size-set-form.ts';

type VariantValues = Omit<EditVariant, '_id'>;
const ERROR_ID = 'variant-error';

type Props = {
  /** The product's name as typed now: a variant without a name of its own takes it. */
  productName: () => string;
  /** The product's size set: the stock grid shows its sizes. */
  set: SizeSetChoice;
  onAdd: (variant: BatchVariant) => void;
};

/**
 * The colour variant being written: name, description, colour, stock per size and images,
 * checked by `BatchVariantSchema` when "Add variant" is pressed. Every field it refuses is marked
 * and the first one focused; the spec's one sentence says what a variant needs.
 */
export function VariantDraftForm({ productName, set, onAdd }: Props) {
  const { t, language } = useTranslation();
  const check = zodResolver(BatchVariantSchema) as Resolver<VariantValues, unknown, BatchVariant>;
  const form = useShopForm<VariantValues, unknown, BatchVariant>({
    // Checked with the product's name in place of an empty one, as it would be added.
    resolver: (values, context, options) => check(withProductName(values, productName()), context, options),
    defaultValues: blankVariant(set),
  });
  const {
    register,
    control,
    getValues,
    setValue,
    reset,
    formState: { errors, isSubmitted },
  } = form;
  const [color, name, images, sizes] = useWatch({ control, name: ['color', 'name', 'images', 'sizes'] });
  // Another set chosen for the product: the grid shows its sizes, keeping the stock typed for sizes in both.
  const setKey = `${set.sizeSet}:${set.customSizes.join('\u0000')}`;
  useEffect(() => {
    setValue('sizes', stockGrid(set, getValues('sizes')));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `setKey` stands for `set`'s contents
  }, [setKey, setValue, getValues]);
  const setImages = (change: (current: string[]) => string[]) =>
    // Read at the time of the change: uploads in several requests add to what the earlier ones added.
    setValue('images', change(getValues('images')), { shouldValidate: isSubmitted });

  const problem = Object.values(errors).find((error) => error?.message)?.message;
  const invalid = (field: keyof VariantValues) => ({
    invalid: Boolean(errors[field]),
    'aria-describedby': errors[field] ? ERROR_ID : undefined,
  });
  const stock = (index: number) => ({
    ...stockField(register, `sizes.${index}.stock`),
    ...invalid('sizes'),
    id: `variant-stock-${index}`,
  });
  const onSubmit = form.handleSubmit((variant) => {
    onAdd(variant);
    reset(blankVariant(set));
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <fieldset className="flex flex-col gap-4 rounded-lg border border-dashed border-line p-4">
        <legend className="px-1 text-sm font-bold">{t('admin.builder.newVariant')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="variant-name" label={t('admin.builder.variantName')} hint={t('admin.builder.variantNameHint')}>
            <Input
              id="variant-name"
              autoComplete="off"
              {...register('name')}
              invalid={Boolean(errors.name)}
              aria-describedby={errors.name ? `variant-name-hint ${ERROR_ID}` : 'variant-name-hint'}
            />
          </Field>
        </div>
        <ColourPicker
          id="variant-color"
          label={t('admin.builder.color')}
          registration={register('color')}
          describedBy={errors.color ? ERROR_ID : undefined}
          invalid={Boolean(errors.color)}
          required
        />
        <Field id="variant-description" label={t('admin.builder.variantDescription')}>
          <TextArea id="variant-description" rows={2} {...register('description')} {...invalid('description')} />
        </Field>
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">
            {t('admin.builder.stockPerSize')}
            <span aria-hidden="true" className="ml-0.5 text-danger">
              *
            </span>
          </legend>
          <div className="grid grid-cols-3 gap-3 sm:grid-cols-6">
            {sizes.map(({ size }, index) => (
              <div key={size} className="flex flex-col gap-1">
                <label htmlFor={`variant-stock-${index}`} className="text-xs font-semibold text-muted">
                  {t('admin.builder.stockFor', { size: sizeLabel(size, language) })}
                </label>
                <Input type="text" inputMode="numeric" digits placeholder="0" {...stock(index)} />
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
            name="images"
            images={images}
            subject={color || name}
            invalid={Boolean(errors.images)}
            describedBy={errors.images ? ERROR_ID : undefined}
            onAdd={(urls) => setImages((current) => [...current, ...urls])}
            onRemove={(at) => setImages((current) => current.filter((_, i) => i !== at))}
            onMove={(at, by) => setImages((current) => moveItem(current, at, by))}
          />
        </div>
        <Button type="submit" variant="secondary" className="self-start">
          {t('admin.builder.addVariant')}
        </Button>
        <ErrorLine id={ERROR_ID} message={problem ? localMessage(problem, t) : null} />
      </fieldset>
    </form>
  );
}
