import { wholeNumber } from '../../../lib/digits.ts';
import { GENDERS, MAIN_CATEGORIES } from '@shop/shared/catalog-rules';
import type { Dispatch } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, TextArea } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import type { BatchAction, BuilderError, ProductDraft, ProductField, VariantDraft } from '../lib/batch-builder.ts';
import { ErrorLine } from './error-line.tsx';
import { VariantDraftForm } from './variant-draft-form.tsx';
import { VariantSummary } from './variant-summary.tsx';

type Props = {
  draft: ProductDraft;
  variant: VariantDraft;
  error: BuilderError | null;
  dispatch: Dispatch<BatchAction>;
};

/** The product being written: who it is for, its fields, its colour variants; then "Add product". */
export function ProductDraftForm({ draft, variant, error, dispatch }: Props) {
  const { t } = useTranslation();
  const text = (field: ProductField) => ({
    id: `product-${field}`,
    value: draft[field],
    onChange: (e: { target: { value: string } }) => dispatch({ type: 'productField', field, value: e.target.value }),
  });
  return (
    <section
      aria-labelledby="draft-heading"
      className="flex flex-col gap-5 rounded-xl border border-line bg-white p-4 sm:p-6"
    >
      <h2 id="draft-heading" className="text-lg font-bold">
        {t('admin.builder.productHeading')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="product-gender" label={t('admin.builder.gender')} required>
          <Select
            id="product-gender"
            aria-required
            value={draft.gender}
            onChange={(e) => dispatch({ type: 'gender', value: e.target.value as ProductDraft['gender'] })}
          >
            <option value="">{t('admin.builder.chooseGender')}</option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {t(`admin.genders.${gender}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="product-itemName" label={t('admin.builder.productName')}>
          <Input autoComplete="off" {...text('itemName')} />
        </Field>
        <Field id="product-mainCategory" label={t('admin.builder.mainCategory')} required>
          <Select aria-required {...text('mainCategory')}>
            <option value="">{t('admin.builder.chooseCategory')}</option>
            {MAIN_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="product-subCategory" label={t('admin.builder.subCategory')}>
          <Input autoComplete="off" placeholder={t('admin.builder.subCategoryPlaceholder')} {...text('subCategory')} />
        </Field>
        <Field id="product-price" label={t('admin.builder.price')} required>
          <Input
            id="product-price"
            type="text"
            inputMode="numeric"
            aria-required
            value={draft.price}
            onChange={(e) => dispatch({ type: 'price', value: wholeNumber(e.target.value) })}
          />
        </Field>
        <Field id="product-brand" label={t('admin.builder.brand')}>
          <Input autoComplete="off" {...text('brand')} />
        </Field>
        <Field id="product-material" label={t('admin.builder.material')}>
          <Input autoComplete="off" {...text('material')} />
        </Field>
      </div>
      <Field id="product-description" label={t('admin.builder.description')}>
        <TextArea rows={3} {...text('description')} />
      </Field>

      <div className="flex flex-col gap-3">
        <h3 className="text-base font-bold">{t('admin.builder.variantsHeading', { count: draft.variants.length })}</h3>
        {draft.variants.length > 0 && (
          <ul className="flex flex-col gap-2">
            {draft.variants.map((v, index) => (
              <li key={`${v.color}-${index}`}>
                <VariantSummary
                  variant={v}
                  onRemove={() => dispatch({ type: 'removeVariant', index })}
                  removeLabel={t('admin.builder.removeVariant', { name: v.color })}
                />
              </li>
            ))}
          </ul>
        )}
        <VariantDraftForm
          variant={variant}
          dispatch={dispatch}
          error={error === 'variantIncomplete' ? t('admin.builder.errors.variantIncomplete') : null}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Button onClick={() => dispatch({ type: 'addProduct' })} className="self-start">
          {t('admin.builder.addProduct')}
        </Button>
        <ErrorLine message={error && error !== 'variantIncomplete' ? t(`admin.builder.errors.${error}`) : null} />
      </div>
    </section>
  );
}
