import { UpdateDeliverySettingsSchema, type DeliverySettings } from '@shop/shared/delivery';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useUpdateDeliverySettings } from '../api/update-settings.ts';

/** The free-shipping threshold (0 = none) and whether shoppers may type a township not listed. */
export function DeliverySettingsCard({ settings }: { settings: DeliverySettings }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useUpdateDeliverySettings();
  const [threshold, setThreshold] = useState(String(settings.freeShippingThreshold));
  const [allowOther, setAllowOther] = useState(settings.allowOtherTownship);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = UpdateDeliverySettingsSchema.safeParse({
      freeShippingThreshold: threshold,
      allowOtherTownship: allowOther,
    });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? null);
    setProblem(null);
    save.mutate(parsed.data, {
      onSuccess: (reply) => toast.show(reply.message, 'success'),
      onError: (error) => setProblem(errorMessage(error)),
    });
  };
  return (
    <section aria-labelledby="delivery-settings" className="rounded-xl border border-line bg-white p-4 sm:p-5">
      <h2 id="delivery-settings" className="text-base font-bold">
        {t('admin.delivery.settings')}
      </h2>
      <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field id="delivery-threshold" label={t('admin.delivery.threshold')} hint={t('admin.delivery.thresholdHint')}>
          <Input
            id="delivery-threshold"
            inputMode="numeric"
            value={threshold}
            onChange={(e) => setThreshold(e.target.value)}
            aria-describedby="delivery-threshold-hint"
          />
        </Field>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-ink"
            checked={allowOther}
            onChange={(e) => setAllowOther(e.target.checked)}
          />
          {t('admin.delivery.allowOther')}
        </label>
        <Button type="submit" busy={save.isPending}>
          {t('admin.delivery.save')}
        </Button>
      </form>
      <div aria-live="assertive">{problem && <p className="mt-2 text-sm text-danger">{problem}</p>}</div>
    </section>
  );
}
