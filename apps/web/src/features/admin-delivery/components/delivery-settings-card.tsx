import { zodResolver } from '@hookform/resolvers/zod';
import {
  UpdateDeliverySettingsSchema,
  type DeliverySettings,
  type UpdateDeliverySettings,
  type UpdateDeliverySettingsInput,
} from '@shop/shared/delivery';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { describedBy, Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useShopForm } from '../../../lib/use-shop-form.ts';
import { useUpdateDeliverySettings } from '../api/update-settings.ts';

const THRESHOLD = 'delivery-threshold';

/** The free-shipping threshold (0 = none) and whether shoppers may type a township not listed. */
export function DeliverySettingsCard({ settings }: { settings: DeliverySettings }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useUpdateDeliverySettings();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useShopForm<UpdateDeliverySettingsInput, unknown, UpdateDeliverySettings>({
    // The threshold as typed (Myanmar digits too), the checkbox as ticked.
    resolver: zodResolver(UpdateDeliverySettingsSchema),
    defaultValues: {
      freeShippingThreshold: String(settings.freeShippingThreshold),
      allowOtherTownship: settings.allowOtherTownship,
    },
  });
  const submit = handleSubmit((input) => {
    setProblem(null);
    save.mutate(input, {
      onSuccess: (reply) => toast.show(reply.message, 'success'),
      onError: (error) => {
        if (error instanceof ApiError && error.field === 'freeShippingThreshold')
          setError('freeShippingThreshold', { message: error.message }, { shouldFocus: true });
        else setProblem(errorMessage(error));
      },
    });
  });
  const error = errors.freeShippingThreshold?.message;
  const hint = t('admin.delivery.thresholdHint');
  return (
    <section aria-labelledby="delivery-settings" className="rounded-xl border border-line bg-white p-4 sm:p-5">
      <h2 id="delivery-settings" className="text-base font-bold">
        {t('admin.delivery.settings')}
      </h2>
      <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field id={THRESHOLD} label={t('admin.delivery.threshold')} hint={hint} error={error}>
          <Input
            id={THRESHOLD}
            inputMode="numeric"
            digits
            invalid={Boolean(error)}
            aria-describedby={describedBy(THRESHOLD, { error, hint: error ? undefined : hint })}
            {...register('freeShippingThreshold')}
          />
        </Field>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-ink" {...register('allowOtherTownship')} />
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
