import { GENDERS } from '@shop/shared/catalog-rules';
import { formatMMK } from '@shop/shared/money';
import { useReducer } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCreateBatch } from '../api/create-batch.ts';
import { batchReducer, canSaveBatch, initialBatch, toBatchInput, type Gender } from '../lib/batch-builder.ts';
import { ProductDraftForm } from './product-draft-form.tsx';

/**
 * `/admin/products/add`: products are written one at a time (with their colour variants) and
 * filed under their gender; Save Batch sends them all, and the server stores all or none.
 */
export function BatchBuilder() {
  const { t, language } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const save = useCreateBatch();
  const [state, dispatch] = useReducer(batchReducer, undefined, initialBatch);
  const tab = state.tab;
  const setTab = (value: Gender) => dispatch({ type: 'tab', value });

  const onSave = () =>
    save.mutate(toBatchInput(state), {
      onSuccess: () => {
        toast.show(t('admin.builder.saved'), 'success');
        void navigate('/admin/products');
      },
      onError: (error) => {
        const answered = error instanceof ApiError && error.status > 0 && error.status < 500;
        toast.show(
          answered ? t('admin.builder.failed', { message: error.message }) : t('admin.builder.somethingWrong'),
          'error',
        );
      },
    });

  const listed = state.genders[tab];
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px] lg:items-start">
      <div className="flex flex-col gap-4 lg:order-2 lg:sticky lg:top-6">
        <section
          aria-labelledby="batch-heading"
          className="flex flex-col gap-4 rounded-xl border border-line bg-white p-4 sm:p-6"
        >
          <h2 id="batch-heading" className="text-lg font-bold">
            {t('admin.builder.batchHeading')}
          </h2>
          <Field id="batch-name" label={t('admin.builder.batchName')} required>
            <Input
              id="batch-name"
              aria-required
              value={state.batchName}
              onChange={(e) => dispatch({ type: 'batchName', value: e.target.value })}
              autoComplete="off"
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
                onClick={() => {
                  setTab(gender);
                  if (!state.draft.gender) dispatch({ type: 'gender', value: gender });
                }}
                onKeyDown={(e) => {
                  if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
                  const next = GENDERS[(GENDERS.indexOf(gender) + (e.key === 'ArrowRight' ? 1 : 2)) % 3]!;
                  setTab(next);
                  document.getElementById(`tab-${next}`)?.focus();
                }}
                className={`min-h-10 rounded-md px-2 text-sm font-semibold ${tab === gender ? 'bg-white shadow-card' : 'text-muted'}`}
              >
                {t(`admin.genders.${gender}`)} ({state.genders[gender].length})
              </button>
            ))}
          </div>
          <div id="batch-tabpanel" role="tabpanel" aria-labelledby={`tab-${tab}`}>
            {listed.length === 0 ? (
              <p className="text-sm text-muted">{t('admin.builder.noProducts')}</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {listed.map((product, index) => (
                  <li
                    key={`${product.itemName}-${index}`}
                    className="flex items-center gap-2 rounded-lg border border-line p-3"
                  >
                    <div className="min-w-0 flex-1 text-sm">
                      <p className="truncate font-semibold">{product.itemName}</p>
                      <p className="text-muted">
                        {product.mainCategory} · {formatMMK(product.price, language)} ·{' '}
                        {t('admin.builder.variantCount', { count: product.variants.length })}
                      </p>
                    </div>
                    <button
                      type="button"
                      onClick={() => dispatch({ type: 'removeProduct', gender: tab, index })}
                      aria-label={t('admin.builder.removeProduct', { name: product.itemName })}
                      className="inline-flex size-11 items-center justify-center rounded-md text-danger hover:bg-danger/5"
                    >
                      ×
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <Button onClick={onSave} busy={save.isPending} disabled={!canSaveBatch(state)}>
            {save.isPending ? t('admin.builder.saving') : t('admin.builder.save')}
          </Button>
          {!canSaveBatch(state) && <p className="text-xs text-muted">{t('admin.builder.saveHint')}</p>}
        </section>
      </div>
      <div className="flex flex-col gap-4 lg:order-1">
        <ProductDraftForm draft={state.draft} variant={state.variant} error={state.error} dispatch={dispatch} />
      </div>
    </div>
  );
}
