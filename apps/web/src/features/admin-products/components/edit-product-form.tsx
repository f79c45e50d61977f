import { zodResolver } from '@hookform/resolvers/zod';
import { MAIN_CATEGORIES, type SizeSetChoice } from '@shop/shared/catalog-rules';
import { EditProductFormSchema, type AdminProduct, type ProductUpdate } from '@shop/shared/admin';
import { useState } from 'react';
import { FormProvider, useFieldArray, useWatch, type Path, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Panel } from '../../../components/ui/panel.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { describedBy, Field } from '../../../components/ui/field.tsx';
import { Input, TextArea } from '../../../components/ui/input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { localMessage, useTranslation } from '../../../lib/i18n.ts';
import { listError, useShopForm } from '../../../lib/use-shop-form.ts';
import { useUpdateProduct } from '../api/update-product.ts';
import { blankVariant, fromProduct, toUpdateInput, type EditForm } from '../lib/edit-product.ts';
import { EditVariantFields } from './edit-variant.tsx';
import { ProductFields } from './product-fields.tsx';
import { SizeSetPicker } from './size-set-picker.tsx';
import { firstMessage, stockGrid } from '../lib/size-set-form.ts';
import { adminPaths } from '@shop/shared/admin-paths';

type TopField = Exclude<keyof EditForm, 'variants'>;
type TextField = Exclude<TopField, 'price' | 'mainCategory' | 'gender'>;
const TOP_FIELDS: readonly string[] = [
  'itemName',
  'price',
  'mainCategory',
  'subCategory',
  'gender',
  'description',
  'material',
  'brand',
  'batchName',
  'details',
  'itemNameMy',
  'descriptionMy',
  'materialMy',
  'detailsMy',
  'sizeSet',
  'customSizes',
] satisfies readonly TopField[];
const VARIANT_FIELD = /^variants\.\d+\.(name|description|color|images|sizes(\.\d+\.stock)?)$/;
/** A field an answer of the server may name: one of the product's, or one of a variant's. */
const isFormPath = (field: string | undefined): field is Path<EditForm> =>
  field !== undefined && (TOP_FIELDS.includes(field) || VARIANT_FIELD.test(field));

/**
 * `/admin/products/{id}/edit`: every field and variant, checked by `EditProductFormSchema` (the
 * update's own rules) with each error at its field; saved products show in the shop at once.
 * The save carries the version the form was opened on: when the product changed since (units
 * sold, another admin saved), the server refuses it and the form offers to reload.
 */
export function EditProductForm({ product, onReload }: { product: AdminProduct; onReload: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const update = useUpdateProduct(product._id);
  const [removing, setRemoving] = useState<number | null>(null);
  const [stale, setStale] = useState(false);
  const form = useShopForm<EditForm, unknown, ProductUpdate>({
    // The form holds '' while "Choose gender" is picked, which the schema refuses at that field.
    resolver: zodResolver(EditProductFormSchema) as Resolver<EditForm, unknown, ProductUpdate>,
    defaultValues: fromProduct(product),
  });
  const {
    register,
    control,
    getValues,
    setError,
    formState: { errors },
  } = form;
  const variants = useFieldArray({ control, name: 'variants' });
  const [sizeSet, customSizes] = useWatch({ control, name: ['sizeSet', 'customSizes'] });
  /** Another set: every variant's stock grid shows its sizes, keeping the stock typed for sizes in both. */
  const pickSizeSet = (choice: SizeSetChoice) => {
    const validate = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('sizeSet', choice.sizeSet, validate);
    form.setValue('customSizes', [...choice.customSizes], validate);
    getValues('variants').forEach((variant, index) =>
      form.setValue(`variants.${index}.sizes`, stockGrid(choice, variant.sizes), validate),
    );
  };

  const onSubmit = form.handleSubmit((checked) =>
    update.mutate(toUpdateInput(checked, product.version, product), {
      onSuccess: () => {
        toast.show(t('admin.edit.saved'), 'success');
        void navigate(adminPaths.products);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'CONFLICT') setStale(true);
        else if (error instanceof ApiError && isFormPath(error.field))
          setError(error.field, { message: error.message }, { shouldFocus: true });
        else toast.show(t('admin.edit.failed', { message: errorMessage(error) }), 'error');
      },
    }),
  );

  /** A top field's error, and what its control says of it (with its hint while it has none). */
  const error = (name: TopField) => errors[name]?.message;
  const control_ = (name: TopField, hint?: string) => {
    const id = `edit-${name}`;
    const message = error(name);
    return {
      id,
      invalid: Boolean(message),
      'aria-describedby': describedBy(id, { error: message, hint: message ? undefined : hint }),
    };
  };
  const text = (name: TextField, hint?: string) => ({ ...control_(name, hint), ...register(name) });
  const variantsProblem = listError(errors.variants);

  const categories: string[] =
    MAIN_CATEGORIES.includes(product.mainCategory as (typeof MAIN_CATEGORIES)[number]) || !product.mainCategory
      ? [...MAIN_CATEGORIES]
      : [product.mainCategory, ...MAIN_CATEGORIES];
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <Panel id="edit-main" title={t('admin.edit.productHeading')}>
        <FormProvider {...form}>
          <ProductFields idPrefix="edit" categories={categories} nameRequired>
            <Field id="edit-batchName" label={t('admin.builder.batchName')} error={error('batchName')}>
              <Input autoComplete="off" {...text('batchName')} />
            </Field>
          </ProductFields>
        </FormProvider>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id="edit-details"
            label={t('admin.edit.details')}
            hint={t('admin.edit.detailsHint')}
            error={error('details')}
          >
            <TextArea rows={6} className="font-mono" {...text('details', t('admin.edit.detailsHint'))} />
          </Field>
          <Field id="edit-detailsMy" label={t('admin.edit.detailsMy')} error={error('detailsMy')}>
            <TextArea lang="my" rows={6} className="font-mono" {...text('detailsMy')} />
          </Field>
        </div>
      </Panel>

      <Panel id="edit-variants" title={t('admin.builder.variantsHeading', { count: variants.fields.length })}>
        <SizeSetPicker
          idPrefix="edit"
          value={{ sizeSet, customSizes }}
          onChange={pickSizeSet}
          error={errors.sizeSet?.message ?? firstMessage(errors.customSizes)}
        />
        {variants.fields.map((variant, index) => (
          <EditVariantFields
            key={variant.id}
            form={form}
            index={index}
            id={`variant-${variant.id}`}
            errors={errors.variants?.[index]}
            onRemove={() => setRemoving(index)}
          />
        ))}
        <div aria-live="assertive">
          {variantsProblem && (
            <p id="edit-variants-error" className="text-sm font-medium text-danger">
              {localMessage(variantsProblem, t)}
            </p>
          )}
        </div>
        <Button
          // The control of "variants" itself: with none left, a failed save focuses it.
          name="variants"
          variant="secondary"
          className="self-start"
          aria-describedby={variantsProblem ? 'edit-variants-error' : undefined}
          onClick={() => variants.append(blankVariant({ sizeSet, customSizes }))}
        >
          {t('admin.edit.addVariant')}
        </Button>
      </Panel>

      {stale && (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-md bg-danger/5 px-3 py-3">
          <p className="text-sm font-medium text-danger">{t('admin.edit.changed')}</p>
          <Button variant="secondary" onClick={onReload}>
            {t('admin.edit.reload')}
          </Button>
        </div>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" busy={update.isPending}>
          {update.isPending ? t('admin.edit.saving') : t('admin.edit.save')}
        </Button>
        <Link to={adminPaths.products} className={buttonClass('secondary')}>
          {t('admin.cancel')}
        </Link>
      </div>

      <ConfirmDialog
        open={removing !== null}
        title={t('admin.edit.removeTitle')}
        confirmLabel={t('admin.edit.removeConfirm')}
        cancelLabel={t('admin.cancel')}
        onConfirm={() => {
          if (removing !== null) variants.remove(removing);
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
        danger
      >
        {t('admin.edit.removeBody', {
          n: (removing ?? 0) + 1,
          color: removing === null ? '' : (getValues(`variants.${removing}.color`) ?? ''),
        })}
      </ConfirmDialog>
    </form>
  );
}
