import { zodResolver } from '@hookform/resolvers/zod';
import { EmailOnlySchema, type EmailOnly } from '@shop/shared/auth';
import { useShopForm } from '../../../lib/use-shop-form.ts';
import { localMessage, useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { describedBy, Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { AuthCard } from './auth-card.tsx';
import '../../../locales/account.ts';
import { paths } from '@shop/shared/paths';

/** `/forgot-password`: the email, then the server's answer (the same for every address). */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useShopForm<EmailOnly>({ resolver: zodResolver(EmailOnlySchema), defaultValues: { email: '' } });
  useDocumentTitle(t('auth.forgotTitle'));

  const onSubmit = handleSubmit((values) => forgot.mutate(values));
  const error = errors.email?.message;
  const failure = forgot.error
    ? forgot.error instanceof ApiError && forgot.error.status > 0 && forgot.error.status < 500
      ? forgot.error.message
      : t('auth.resetEmailFailed')
    : null;

  return (
    <AuthCard title={t('auth.forgotTitle')} lead={t('auth.forgotLead')}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label={t('auth.forgotTitle')}>
        <Field id="forgot-email" label={t('auth.email')} error={error} required>
          <Input
            id="forgot-email"
            type="email"
            inputMode="email"
            autoComplete="email"
            aria-required
            invalid={Boolean(error)}
            aria-describedby={describedBy('forgot-email', { error })}
            {...register('email')}
          />
        </Field>
        <div aria-live="polite">
          {forgot.isSuccess && (
            <p className="rounded-md border border-success/30 bg-success/5 px-4 py-3 text-sm font-medium text-success">
              {localMessage(forgot.data.message, t)}
            </p>
          )}
          {failure && <p className="rounded-md bg-danger/5 px-3 py-2 text-sm font-medium text-danger">{failure}</p>}
        </div>
        <Button type="submit" busy={forgot.isPending} className="w-full">
          {forgot.isPending ? t('auth.sendingResetLink') : t('auth.sendResetLink')}
        </Button>
        <Link to={paths.login} className="text-center text-sm font-semibold underline underline-offset-4">
          {t('auth.backToLogin')}
        </Link>
      </form>
    </AuthCard>
  );
}
