import { GENDERS } from '@shop/shared/catalog-rules';
import type { ChangeEvent, ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { describedBy, Field } from '../../../components/ui/field.tsx';
import { Input, TextArea } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { wholeNumber } from '../../../lib/digits.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import type { Gender } from '../lib/batch-builder.ts';

/** The fields a product has on both the batch builder and the edit form. */
export type ProductFieldValues = {
  gender: Gender | '';
  itemName?: string;
  mainCategory: string;
  subCategory?: string;
  price: number | '';
  description?: string;
  material?: string;
  brand?: string;
  itemNameMy?: string;
  descriptionMy?: string;
  materialMy?: string;
};
type Name = keyof ProductFieldValues;

type Props = {
  /** Prefix of the controls' ids: `product` on the builder, `edit` on the edit form. */
  idPrefix: string;
  categories: readonly string[];
  /**
   * The edit form needs a name (English or Burmese); the builder takes the first variant's when
   * it has none.
   */
  nameRequired: boolean;
  /** More fields of the form, at the end of the grid (the edit form's batch name). */
  children?: ReactNode;
};

/**
 * A product's own fields, each with its error under it: who it is for, category, subcategory,
 * price (Myanmar or Latin digits), brand, and its texts in English and Burmese side by side (name,
 * material, description; a phone stacks each Burmese field under its English one). A product
 * needs a name in one language at least. Used inside a `FormProvider` of the form they belong to.
 */
export function ProductFields({ idPrefix, categories, nameRequired, children }: Props) {
  const { t } = useTranslation();
  const {
    register,
    formState: { errors },
  } = useFormContext<ProductFieldValues>();
  const error = (name: Name) => errors[name]?.message;
  const described = (name: Name) => {
    const id = `${idPrefix}-${name}`;
    return { id, invalid: Boolean(error(name)), 'aria-describedby': describedBy(id, { error: error(name) }) };
  };
  const control = (name: Exclude<Name, 'price'>) => ({ ...described(name), ...register(name) });
  const price = register('price', { setValueAs: (v: unknown) => (typeof v === 'number' ? v : wholeNumber(String(v))) });
  const field = (name: Name, label: string, required = false) => ({
    id: `${idPrefix}-${name}`,
    label: t(label),
    error: error(name),
    required,
  });
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field {...field('gender', 'admin.builder.gender', true)}>
          <Select aria-required {...control('gender')}>
            <option value="">{t('admin.builder.chooseGender')}</option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {t(`admin.genders.${gender}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field {...field('mainCategory', 'admin.builder.mainCategory', true)}>
          <Select aria-required {...control('mainCategory')}>
            <option value="">{t('admin.builder.chooseCategory')}</option>
            {categories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </Select>
        </Field>
        <Field {...field('subCategory', 'admin.builder.subCategory')}>
          <Input
            autoComplete="off"
            placeholder={t('admin.builder.subCategoryPlaceholder')}
            {...control('subCategory')}
          />
        </Field>
        <Field {...field('price', 'admin.builder.price', true)}>
          <Input
            type="text"
            inputMode="numeric"
            digits
            aria-required
            {...described('price')}
            {...price}
            onChange={(e: ChangeEvent<HTMLInputElement>) => {
              // The field shows the kyat that will be stored, whichever digits were typed.
              e.target.value = String(wholeNumber(e.target.value));
              return price.onChange(e);
            }}
          />
        </Field>
        <Field {...field('brand', 'admin.builder.brand')}>
          <Input autoComplete="off" {...control('brand')} />
        </Field>
        {children}
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-semibold">{t('admin.builder.textsHeading')}</legend>
        <Field {...field('itemName', 'admin.builder.productNameEn', nameRequired)}>
          <Input aria-required={nameRequired || undefined} autoComplete="off" {...control('itemName')} />
        </Field>
        <Field {...field('itemNameMy', 'admin.builder.productNameMy')}>
          <Input lang="my" autoComplete="off" {...control('itemNameMy')} />
        </Field>
        <Field {...field('material', 'admin.builder.materialEn')}>
          <Input autoComplete="off" {...control('material')} />
        </Field>
        <Field {...field('materialMy', 'admin.builder.materialMy')}>
          <Input lang="my" autoComplete="off" {...control('materialMy')} />
        </Field>
        <Field {...field('description', 'admin.builder.descriptionEn')}>
          <TextArea rows={3} {...control('description')} />
        </Field>
        <Field {...field('descriptionMy', 'admin.builder.descriptionMy')}>
          <TextArea lang="my" rows={3} {...control('descriptionMy')} />
        </Field>
      </fieldset>
    </>
  );
}
