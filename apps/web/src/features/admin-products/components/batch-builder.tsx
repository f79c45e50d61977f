import { zodResolver } from '@hookform/resolvers/zod';
import { BatchDraftSchema, BatchFormSchema, type BatchDraft } from '@shop/shared/admin';
import { GENDERS, MAIN_CATEGORIES, type SizeSetChoice } from '@shop/shared/catalog-rules';
import { formatMMK } from '@shop/shared/money';
import { useState } from 'react';
import { FormProvider, useFieldArray, useWatch, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Panel } from '../../../components/ui/panel.tsx';
import { Phrase } from '../../../components/ui/phrase.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { describedBy, Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { localDigits, localMessage, useTranslation } from '../../../lib/i18n.ts';
import { listError, useShopForm } from '../../../lib/use-shop-form.ts';
import { useCreateBatch } from '../api/create-batch.ts';
import {
  canSaveBatch,
  emptyBatch,
  emptyDraft,
  toBatchInput,
  toBatchProduct,
  type BatchValues,
  type Gender,
  type ProductDraft,
} from '../lib/batch-builder.ts';
import { DraftVariants } from './draft-variants.tsx';
import { ErrorLine } from './error-line.tsx';
import { ProductFields } from './product-fields.tsx';
import { VariantDraftForm } from './variant-draft-form.tsx';
import { SizeSetPicker } from './size-set-picker.tsx';
import { firstMessage, stockGrid } from '../lib/size-set-form.ts';
import { adminPaths } from '@shop/shared/admin-paths';
import { inLanguage } from '@shop/shared/catalog-rules';

const PRODUCT_FORM = 'product-draft';

/**
 * `/admin/products/add`: products are written one at a time (with their colour variants) and
 * filed under their gender; Save Batch sends them all, and the server stores all or none.
 * Three forms on the shared schemas: the variant being written (its own form, beside the
 * product's, so Enter in it adds the variant), the product (`BatchDraftSchema`) and the batch
 * (`BatchFormSchema`).
 */
export function BatchBuilder() {
  const { t, language } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const save = useCreateBatch();
  /** The gender tab shown: the one of the product added last, or the one the admin picked. */
  const [tab, setTab] = useState<Gender>('male');

  const batch = useShopForm<BatchValues>({
    resolver: zodResolver(BatchFormSchema) as Resolver<BatchValues>,
    defaultValues: emptyBatch(),
  });
  const products = useFieldArray({ control: batch.control, name: 'products' });
  const batchName = useWatch({ control: batch.control, name: 'batchName' });
  const batchNameError = batch.formState.errors.batchName?.message;
  // The batch as a whole (more products of one gender than a batch holds), said above Save.
  const productsError = listError(batch.formState.errors.products);

  const draft = useShopForm<ProductDraft, unknown, BatchDraft>({
    // The form holds '' while "Choose a gender" is picked, which the schema refuses at that field.
    resolver: zodResolver(BatchDraftSchema) as Resolver<ProductDraft, unknown, BatchDraft>,
    defaultValues: emptyDraft(),
  });
  const variants = useFieldArray({ control: draft.control, name: 'variants' });
  const [sizeSet, customSizes] = useWatch({ control: draft.control, name: ['sizeSet', 'customSizes'] });
  const set = { sizeSet, customSizes };
  /** Another set: the variants added so far keep the stock of the sizes the new set has too. */
  const pickSizeSet = (choice: SizeSetChoice) => {
    const validate = { shouldValidate: draft.formState.isSubmitted };
    draft.setValue('sizeSet', choice.sizeSet, validate);
    draft.setValue('customSizes', [...choice.customSizes], validate);
    const added = draft.getValues('variants');
    if (added.length)
      variants.replace(added.map((v) => ({ ...v, sizes: stockGrid(choice, v.sizes).filter((s) => s.stock > 0) })));
  };

  const onSave = batch.handleSubmit((checked) =>
    save.mutate(toBatchInput(checked), {
      onSuccess: () => {
        toast.show(t('admin.builder.saved'), 'success');
        void navigate(adminPaths.products);
      },
      onError: (error) => {
        const answered = error instanceof ApiError && error.status > 0 && error.status < 500;
        toast.show(
          answered ? t('admin.builder.failed', { message: error.message }) : t('admin.builder.somethingWrong'),
          'error',
        );
      },
    }),
  );

  const onAddProduct = draft.handleSubmit(
    (checked) => {
      const product = toBatchProduct(checked);
      products.append(product);
      // The next product is often of the same kind (a row of sneakers): it starts in the same size set.
      draft.reset({ ...emptyDraft(checked.gender), sizeSet: checked.sizeSet, customSizes: checked.customSizes });
      setTab(checked.gender);
      // On a phone the batch's list is a screen away: say where the product went.
      toast.show(
        t('admin.builder.productAdded', {
          name: inLanguage(language, product.itemName ?? '', product.itemNameMy),
          gender: t(`admin.genders.${checked.gender}`),
        }),
        'success',
      );
    },
    (errors) => {
      // No field of the product's own is wrong, only the variants missing: start the first one.
      if (Object.keys(errors).every((field) => field === 'variants')) document.getElementById('variant-name')?.focus();
    },
  );

  const pickTab = (gender: Gender) => {
    setTab(gender);
    if (!draft.getValues('gender')) draft.setValue('gender', gender, { shouldValidate: draft.formState.isSubmitted });
  };
  const listed = products.fields.map((product, index) => ({ product, index })).filter((p) => p.product.gender === tab);
  const count = (gender: Gender) => products.fields.filter((p) => p.gender === gender).length;
  const ready = canSaveBatch(batchName, products.fields.length);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px] lg:items-start">
      <form onSubmit={onSave} noValidate className="flex flex-col gap-4 lg:order-2 lg:sticky lg:top-6">
        <Panel id="batch-heading" title={t('admin.builder.batchHeading')}>
          <Field id="batch-name" label={t('admin.builder.batchName')} error={batchNameError} required>
            <Input
              id="batch-name"
              aria-required
              autoComplete="off"
              invalid={Boolean(batchNameError)}
              aria-describedby={describedBy('batch-name', { error: batchNameError })}
              {...batch.register('batchName')}
            />
          </Field>
          <div
            role="tablist"
            aria-label={t('admin.builder.genderTabs')}
            className="grid grid-cols-3 gap-1 rounded-lg bg-surface p-1"
          >
            {GENDERS.map((gender) => (
              <button
                key={gender}
                type="button"
                role="tab"
                id={`tab-${gender}`}
                aria-selected={tab === gender}
                aria-controls="batch-tabpanel"
                tabIndex={tab === gender ? 0 : -1}
                onClick={() => pickTab(gender)}
                onKeyDown={(e) => {
                  if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
                  const next = GENDERS[(GENDERS.indexOf(gender) + (e.key === 'ArrowRight' ? 1 : 2)) % 3]!;
                  setTab(next);
                  document.getElementById(`tab-${next}`)?.focus();
                }}
                className={`min-h-10 rounded-md px-2 text-sm font-semibold ${tab === gender ? 'bg-white shadow-card' : 'text-muted'}`}
              >
                <Phrase>{`${t(`admin.genders.${gender}`)} (${localDigits(count(gender), language)})`}</Phrase>
              </button>
            ))}
          </div>
          <div id="batch-tabpanel" role="tabpanel" aria-labelledby={`tab-${tab}`}>
            {listed.length === 0 ? (
              <p className="text-sm text-muted">{t('admin.builder.noProducts')}</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {listed.map(({ product, index }) => (
                  <li key={product.id} className="flex items-center gap-2 rounded-lg border border-line p-3">
                    <div className="min-w-0 flex-1 text-sm">
                      <p className="truncate font-semibold">
                        {inLanguage(language, product.itemName ?? '', product.itemNameMy)}
                      </p>
                      <p className="text-muted">
                        {product.mainCategory} · {formatMMK(product.price, language)} ·{' '}
                        {t('admin.builder.variantCount', { count: product.variants.length })}
                      </p>
                    </div>
                    <button
                      type="button"
                      onClick={() => products.remove(index)}
                      aria-label={t('admin.builder.removeProduct', {
                        name: inLanguage(language, product.itemName ?? '', product.itemNameMy),
                      })}
                      className="inline-flex size-11 items-center justify-center rounded-md text-danger hover:bg-danger/5"
                    >
                      ×
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <ErrorLine message={productsError ? localMessage(productsError, t) : null} />
          <Button type="submit" busy={save.isPending} disabled={!ready}>
            {save.isPending ? t('admin.builder.saving') : t('admin.builder.save')}
          </Button>
          {!ready && <p className="text-xs text-muted">{t('admin.builder.saveHint')}</p>}
        </Panel>
      </form>
      <Panel id="draft-heading" title={t('admin.builder.productHeading')} className="lg:order-1">
        <form id={PRODUCT_FORM} onSubmit={onAddProduct} noValidate className="flex flex-col gap-5">
          <FormProvider {...draft}>
            <ProductFields idPrefix="product" categories={MAIN_CATEGORIES} nameRequired={false} />
          </FormProvider>
          <SizeSetPicker
            idPrefix="product"
            value={set}
            onChange={pickSizeSet}
            error={draft.formState.errors.sizeSet?.message ?? firstMessage(draft.formState.errors.customSizes)}
          />
          <DraftVariants
            variants={variants.fields}
            error={draft.formState.errors.variants}
            onRemove={variants.remove}
          />
        </form>
        <VariantDraftForm
          productName={() => draft.getValues('itemName') || draft.getValues('itemNameMy') || ''}
          set={set}
          onAdd={(variant) => variants.append(variant)}
        />
        {/* After the variant's form, as the admin works down the page; it submits the product's. */}
        <Button type="submit" form={PRODUCT_FORM} className="self-start">
          {t('admin.builder.addProduct')}
        </Button>
      </Panel>
    </div>
  );
}
