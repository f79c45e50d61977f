import { CreateZoneSchema } from '@shop/shared/delivery';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';

export type ZoneValues = { nameEn: string; nameMy: string; fee: string; estimateEn: string; estimateMy: string };
export type ZoneInput = {
  nameEn: string;
  nameMy: string;
  fee: number | null;
  estimateEn: string | null;
  estimateMy: string | null;
};
const FIELDS = ['nameEn', 'nameMy', 'fee', 'estimateEn', 'estimateMy'] as const;

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
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateZoneSchema.safeParse({ parentId: null, ...values });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? null);
    const { nameEn, nameMy, fee = null, estimateEn = null, estimateMy = null } = parsed.data;
    setProblem(null);
    onSubmit({ nameEn, nameMy, fee, estimateEn, estimateMy }).then(
      () => setValues(initial),
      (error: unknown) => setProblem(errorMessage(error)),
    );
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-lg bg-surface p-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {FIELDS.map((name) => (
          <Field key={name} id={`${idPrefix}-${name}`} label={t(`admin.delivery.fields.${name}`)}>
            <Input
              id={`${idPrefix}-${name}`}
              value={values[name]}
              inputMode={name === 'fee' ? 'numeric' : undefined}
              placeholder={inherits && !name.startsWith('name') ? t('admin.delivery.sameAsParent') : undefined}
              onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
            />
          </Field>
        ))}
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
