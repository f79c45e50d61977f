import { useId, useState, type FormEvent } from 'react';
import { TransactionIdSchema } from '@shop/shared/payments';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ProgressBar } from '../../../components/ui/progress.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSubmitPayment } from '../api/submit-payment.ts';
import type { PaymentAccess } from '../api/payment-page.ts';

type Props = { orderId: string; access: PaymentAccess; token: string | null };

/** The transaction id KBZ Pay showed after the transfer, and optionally a screenshot of it. */
export function TransferForm({ orderId, access, token }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const submit = useSubmitPayment(orderId, access, token);
  const fileId = useId();
  const [transactionId, setTransactionId] = useState('');
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ transactionId?: string; screenshot?: string }>({});
  const [progress, setProgress] = useState<number | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = TransactionIdSchema.safeParse(transactionId);
    if (!parsed.success) {
      const empty = !transactionId.trim();
      setErrors({ transactionId: t(empty ? 'payment.transactionIdRequired' : 'payment.transactionIdInvalid') });
      return;
    }
    setErrors({});
    setProgress(screenshot ? 0 : null);
    submit.mutate(
      { transactionId: parsed.data, screenshot, onProgress: (p) => setProgress((p.loaded / p.total) * 100) },
      {
        onSuccess: () => toast.show(t('payment.sent'), 'success'),
        onError: (error) => {
          const field = error instanceof ApiError ? error.field : undefined;
          if (field === 'transactionId' || field === 'screenshot') setErrors({ [field]: error.message });
          else toast.show(errorMessage(error), 'error');
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Field
        id="transaction-id"
        label={t('payment.transactionId')}
        hint={t('payment.transactionIdHint')}
        error={errors.transactionId}
        required
      >
        <Input
          id="transaction-id"
          autoComplete="off"
          autoCapitalize="characters"
          value={transactionId}
          invalid={Boolean(errors.transactionId)}
          aria-required
          aria-describedby={errors.transactionId ? 'transaction-id-error' : 'transaction-id-hint'}
          onChange={(event) => setTransactionId(event.target.value)}
        />
      </Field>
      <Field id={fileId} label={t('payment.screenshot')} hint={t('payment.screenshotHint')} error={errors.screenshot}>
        <input
          id={fileId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          className="text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-ink file:bg-white file:px-4 file:font-semibold"
          onChange={(event) => setScreenshot(event.target.files?.[0] ?? null)}
        />
      </Field>
      {progress !== null && <ProgressBar value={progress} label={t('payment.uploading')} />}
      <Button type="submit" className="self-start" busy={submit.isPending}>
        {t('payment.send')}
      </Button>
    </form>
  );
}
