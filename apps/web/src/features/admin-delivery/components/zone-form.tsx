import { zodResolver } from '@hookform/resolvers/zod';
import { CreateZoneSchema, type CreateZone, type CreateZoneInput } from '@shop/shared/delivery';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { describedBy, Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useShopForm } from '../../../lib/use-shop-form.ts';

export type ZoneValues = { nameEn: string; nameMy: string; fee: string; estimateEn: string; estimateMy: string };
export type ZoneInput = {
  nameEn: string;
  nameMy: string;
  fee: number | null;
  estimateEn: string | null;
  estimateMy: string | null;
};
const FIELDS = ['nameEn', 'nameMy', 'fee', 'estimateEn', 'estimateMy'] as const;
const isField = (name: string | undefined): name is (typeof FIELDS)[number] =>
  (FIELDS as readonly string[]).includes(name ?? '');

/** A place's own fields, as the server checks them when one is added (its parent comes from where the form is). */
const ZoneFieldsSchema = CreateZoneSchema.omit({ parentId: true });
type ZoneFieldsInput = Omit<CreateZoneInput, 'parentId'>;
type ZoneFields = Omit<CreateZone, 'parentId'>;

type ZoneFormProps = {
  idPrefix: string;
  initial: ZoneValues;
  /** Blank fee and estimates mean "the parent's"; a region must fill them. */
  inherits: boolean;
  submitLabel: string;
  busy: boolean;
  onSubmit: (input: ZoneInput) => Promise<unknown>;
  onCancel?: () => void;
};

/** Names in English and Burmese, fee in MMK and the delivery estimate in both languages. */
export function ZoneForm({ idPrefix, initial, inherits, submitLabel, busy, onSubmit, onCancel }: ZoneFormProps) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useShopForm<ZoneFieldsInput, unknown, ZoneFields>({
    resolver: zodResolver(ZoneFieldsSchema),
    defaultValues: initial,
  });
  const submit = handleSubmit(({ nameEn, nameMy, fee = null, estimateEn = null, estimateMy = null }) => {
    setProblem(null);
    return onSubmit({ nameEn, nameMy, fee, estimateEn, estimateMy }).then(
      () => reset(initial),
      (error: unknown) => {
        const field = error instanceof ApiError ? error.field : undefined;
        if (isField(field)) setError(field, { message: errorMessage(error) }, { shouldFocus: true });
        else setProblem(errorMessage(error));
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-lg bg-surface p-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {FIELDS.map((name) => {
          const id = `${idPrefix}-${name}`;
          const error = errors[name]?.message;
          return (
            <Field key={name} id={id} label={t(`admin.delivery.fields.${name}`)} error={error}>
              <Input
                id={id}
                inputMode={name === 'fee' ? 'numeric' : undefined}
                digits={name === 'fee'}
                placeholder={inherits && !name.startsWith('name') ? t('admin.delivery.sameAsParent') : undefined}
                invalid={Boolean(error)}
                aria-describedby={describedBy(id, { error })}
                {...register(name)}
              />
            </Field>
          );
        })}
      </div>
      <div aria-live="assertive">{problem && <p className="text-sm font-medium text-danger">{problem}</p>}</div>
      <div className="flex gap-2">
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('admin.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
