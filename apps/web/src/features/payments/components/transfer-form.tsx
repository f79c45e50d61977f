import { zodResolver } from '@hookform/resolvers/zod';
import { SubmitPaymentSchema, type SubmitPayment } from '@shop/shared/payments';
import { SCREENSHOT_FIELD } from '@shop/shared/payments-rules';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { describedBy, Field } from '../../../components/ui/field.tsx';
import { ImagePicker, useFilePreview } from '../../../components/ui/image-picker.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ProgressBar } from '../../../components/ui/progress.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useShopForm } from '../../../lib/use-shop-form.ts';
import { useSubmitPayment } from '../api/submit-payment.ts';
import type { PaymentAccess } from '../api/payment-page.ts';

type Props = { orderId: string; access: PaymentAccess; token: string | null };
/** The transaction id, checked by the server's own schema; the screenshot is the server's to check. */
type Fields = { transactionId: string; screenshot?: File | null };
const TRANSACTION_ID = 'transaction-id';
const SCREENSHOT = 'transfer-screenshot';

/** The transaction id KBZ Pay showed after the transfer, and optionally a screenshot of it. */
export function TransferForm({ orderId, access, token }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const submit = useSubmitPayment(orderId, access, token);
  const [progress, setProgress] = useState<number | null>(null);
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setError,
    formState: { errors },
  } = useShopForm<Fields, unknown, SubmitPayment>({
    resolver: zodResolver<Fields, unknown, SubmitPayment>(SubmitPaymentSchema),
    defaultValues: { transactionId: '', screenshot: null },
  });

  const onSubmit = handleSubmit(({ transactionId }) => {
    const screenshot = getValues('screenshot') ?? null;
    setProgress(screenshot ? 0 : null);
    submit.mutate(
      { transactionId, screenshot, onProgress: (p) => setProgress((p.loaded / p.total) * 100) },
      {
        onSuccess: () => toast.show(t('payment.sent'), 'success'),
        onError: (error) => {
          const field = error instanceof ApiError ? error.field : undefined;
          if (field === 'transactionId' || field === SCREENSHOT_FIELD)
            setError(field, { message: error.message }, { shouldFocus: true });
          else toast.show(errorMessage(error), 'error');
        },
        onSettled: () => setProgress(null),
      },
    );
  });

  const [preview, showPreview] = useFilePreview();
  const idError = errors.transactionId?.message;
  const idHint = t('payment.transactionIdHint');
  const fileError = errors.screenshot?.message;
  const fileHint = t('payment.screenshotHint');
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Field id={TRANSACTION_ID} label={t('payment.transactionId')} hint={idHint} error={idError} required>
        <Input
          id={TRANSACTION_ID}
          autoComplete="off"
          autoCapitalize="characters"
          invalid={Boolean(idError)}
          aria-required
          aria-describedby={describedBy(TRANSACTION_ID, { error: idError, hint: idError ? undefined : idHint })}
          {...register('transactionId')}
        />
      </Field>
      <Field id={SCREENSHOT} label={t('payment.screenshot')} hint={fileHint} error={fileError}>
        <Controller
          control={control}
          name="screenshot"
          render={({ field }) => (
            <ImagePicker
              id={SCREENSHOT}
              ref={field.ref}
              preview={preview}
              previewAlt={t('payment.screenshotPreview')}
              chooseLabel={t('payment.chooseScreenshot')}
              replaceLabel={t('payment.replaceScreenshot')}
              removeLabel={t('payment.removeScreenshot')}
              emptyLabel={t('payment.noScreenshot')}
              fileName={field.value?.name}
              onFile={(file) => {
                showPreview(file);
                field.onChange(file);
              }}
              onRemove={() => {
                showPreview(null);
                field.onChange(null);
              }}
              disabled={submit.isPending}
              invalid={Boolean(fileError)}
              aria-describedby={describedBy(SCREENSHOT, { error: fileError, hint: fileError ? undefined : fileHint })}
            />
          )}
        />
      </Field>
      {progress !== null && <ProgressBar value={progress} label={t('payment.uploading')} />}
      <Button type="submit" className="self-start" busy={submit.isPending}>
        {t('payment.send')}
      </Button>
    </form>
  );
}
