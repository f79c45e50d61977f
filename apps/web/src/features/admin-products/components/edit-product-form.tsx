import { wholeNumber } from '../../../lib/digits.ts';
import { GENDERS, MAIN_CATEGORIES } from '@shop/shared/catalog-rules';
import type { AdminProduct } from '@shop/shared/admin';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, TextArea } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useUpdateProduct } from '../api/update-product.ts';
import {
  blankVariant,
  changeVariant,
  fromProduct,
  toUpdateInput,
  validateEdit,
  type EditForm,
  type EditProblem,
} from '../lib/edit-product.ts';
import { EditVariantFields } from './edit-variant.tsx';
import { ErrorLine } from './error-line.tsx';

type TextField = 'itemName' | 'subCategory' | 'description' | 'material' | 'brand' | 'batchName' | 'details';

/**
 * `/admin/products/{id}/edit`: every field and variant; saved products show in the shop at once.
 * The save carries the version the form was opened on: when the product changed since (units
 * sold, another admin saved), the server refuses it and the form offers to reload.
 */
export function EditProductForm({ product, onReload }: { product: AdminProduct; onReload: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const update = useUpdateProduct(product._id);
  const [form, setForm] = useState<EditForm>(() => fromProduct(product));
  const [problem, setProblem] = useState<EditProblem | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const [stale, setStale] = useState(false);

  const set = <K extends keyof EditForm>(name: K, value: EditForm[K]) => setForm((f) => ({ ...f, [name]: value }));
  const text = (name: TextField) => ({
    id: `edit-${name}`,
    value: form[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
  });
  const problemText = (p: EditProblem) =>
    p.kind === 'variantColor' || p.kind === 'variantImage'
      ? t(`admin.edit.errors.${p.kind}`, { n: p.n })
      : t(`admin.edit.errors.${p.kind}`);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateEdit(form);
    setProblem(found);
    if (found) return;
    update.mutate(
      { ...toUpdateInput(form), version: product.version },
      {
        onSuccess: () => {
          toast.show(t('admin.edit.saved'), 'success');
          void navigate('/admin/products');
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'CONFLICT') setStale(true);
          else toast.show(t('admin.edit.failed', { message: errorMessage(error) }), 'error');
        },
      },
    );
  };

  const categories: string[] =
    MAIN_CATEGORIES.includes(form.mainCategory as (typeof MAIN_CATEGORIES)[number]) || !form.mainCategory
      ? [...MAIN_CATEGORIES]
      : [form.mainCategory, ...MAIN_CATEGORIES];
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <section
        aria-labelledby="edit-main"
        className="flex flex-col gap-4 rounded-xl border border-line bg-white p-4 sm:p-6"
      >
        <h2 id="edit-main" className="text-lg font-bold">
          {t('admin.edit.productHeading')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="edit-itemName" label={t('admin.builder.productName')} required>
            <Input aria-required autoComplete="off" {...text('itemName')} />
          </Field>
          <Field id="edit-price" label={t('admin.builder.price')} required>
            <Input
              id="edit-price"
              type="text"
              inputMode="numeric"
              aria-required
              value={form.price}
              onChange={(e) => set('price', wholeNumber(e.target.value))}
            />
          </Field>
          <Field id="edit-mainCategory" label={t('admin.builder.mainCategory')} required>
            <Select
              id="edit-mainCategory"
              aria-required
              value={form.mainCategory}
              onChange={(e) => set('mainCategory', e.target.value)}
            >
              <option value="">{t('admin.builder.chooseCategory')}</option>
              {categories.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="edit-subCategory" label={t('admin.builder.subCategory')}>
            <Input autoComplete="off" {...text('subCategory')} />
          </Field>
          <Field id="edit-gender" label={t('admin.builder.gender')} required>
            <Select
              id="edit-gender"
              aria-required
              value={form.gender}
              onChange={(e) => set('gender', e.target.value as EditForm['gender'])}
            >
              <option value="">{t('admin.builder.chooseGender')}</option>
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {t(`admin.genders.${g}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="edit-brand" label={t('admin.builder.brand')}>
            <Input autoComplete="off" {...text('brand')} />
          </Field>
          <Field id="edit-material" label={t('admin.builder.material')}>
            <Input autoComplete="off" {...text('material')} />
          </Field>
          <Field id="edit-batchName" label={t('admin.builder.batchName')}>
            <Input autoComplete="off" {...text('batchName')} />
          </Field>
        </div>
        <Field id="edit-description" label={t('admin.builder.description')}>
          <TextArea rows={3} {...text('description')} />
        </Field>
        <Field id="edit-details" label={t('admin.edit.details')} hint={t('admin.edit.detailsHint')}>
          <TextArea rows={6} className="font-mono" aria-describedby="edit-details-hint" {...text('details')} />
        </Field>
      </section>

      <section
        aria-labelledby="edit-variants"
        className="flex flex-col gap-4 rounded-xl border border-line bg-white p-4 sm:p-6"
      >
        <h2 id="edit-variants" className="text-lg font-bold">
          {t('admin.builder.variantsHeading', { count: form.variants.length })}
        </h2>
        {form.variants.map((variant, index) => (
          <EditVariantFields
            key={variant.key}
            variant={variant}
            n={index + 1}
            onChange={(change) =>
              setForm((f) => ({
                ...f,
                variants: f.variants.map((v, i) => (i === index ? changeVariant(v, change) : v)),
              }))
            }
            onRemove={() => setRemoving(index)}
          />
        ))}
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => set('variants', [...form.variants, blankVariant()])}
        >
          {t('admin.edit.addVariant')}
        </Button>
      </section>

      <ErrorLine message={problem ? problemText(problem) : null} />
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
        <Link to="/admin/products" className={buttonClass('secondary')}>
          {t('admin.cancel')}
        </Link>
      </div>

      <ConfirmDialog
        open={removing !== null}
        title={t('admin.edit.removeTitle')}
        confirmLabel={t('admin.edit.removeConfirm')}
        cancelLabel={t('admin.cancel')}
        onConfirm={() => {
          setForm((f) => ({ ...f, variants: f.variants.filter((_, i) => i !== removing) }));
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
        danger
      >
        {t('admin.edit.removeBody', { n: (removing ?? 0) + 1, color: form.variants[removing ?? 0]?.color ?? '' })}
      </ConfirmDialog>
    </form>
  );
}
