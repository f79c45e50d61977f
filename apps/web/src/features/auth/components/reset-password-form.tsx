import { zodResolver } from '@hookform/resolvers/zod';
import { ResetPasswordSchema, type ResetPassword } from '@shop/shared/auth';
import { useEffect } from 'react';
import { type Resolver } from 'react-hook-form';
import { useShopForm } from '../../../lib/use-shop-form.ts';
import { localMessage, useTranslation } from '../../../lib/i18n.ts';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { describedBy, Field } from '../../../components/ui/field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthCard } from './auth-card.tsx';
import '../../../locales/account.ts';
import { paths } from '@shop/shared/paths';

type Fields = ResetPassword & { confirmPassword: string };

/** The spec's pause before the sign-in page, so the success message can be read. */
const REDIRECT_AFTER_MS = 2000;

/** The shared schema checks the link and the new password; the confirmation is compared on submit. */
const schemaResolver = zodResolver(ResetPasswordSchema) as unknown as Resolver<Fields, unknown, ResetPassword>;

/** The server names the link itself (not the password) when it refuses it: invalid, used or expired. */
const isRejectedLink = (error: unknown) =>
  error instanceof ApiError && (error.field === 'resetToken' || error.field === 'userId');

/** `/reset-password/{userId}/{resetToken}`: a new password twice, or the Invalid Reset Link view. */
export function ResetPasswordForm({ userId, resetToken }: { userId: string; resetToken: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors },
  } = useShopForm<Fields, unknown, ResetPassword>({
    resolver: schemaResolver,
    defaultValues: { userId, resetToken, newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const rejected = isRejectedLink(reset.error);
  useDocumentTitle(rejected ? t('auth.invalidLinkTitle') : t('auth.resetTitle'));

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = window.setTimeout(() => void navigate(paths.login, { replace: true }), REDIRECT_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  if (rejected)
    return (
      <AuthCard title={t('auth.invalidLinkTitle')} lead={t('auth.invalidLinkBody')}>
        <p className="rounded-md bg-danger/5 px-3 py-2 text-sm font-medium text-danger">
          {reset.error && localMessage(reset.error.message, t)}
        </p>
        <Link to={paths.forgotPassword} className={buttonClass('primary', 'w-full')}>
          {t('auth.requestNewLink')}
        </Link>
        <Link to={paths.login} className="text-center text-sm font-semibold underline underline-offset-4">
          {t('auth.backToLogin')}
        </Link>
      </AuthCard>
    );

  const onSubmit = handleSubmit((values) => {
    if (getValues('confirmPassword') !== values.newPassword) {
      setError('confirmPassword', { message: t('auth.passwordsDoNotMatch') }, { shouldFocus: true });
      return;
    }
    reset.mutate(values);
  });
  const failure =
    reset.error && !rejected
      ? reset.error instanceof ApiError && reset.error.status > 0 && reset.error.status < 500
        ? reset.error.message
        : t('auth.resetFailed')
      : null;

  const control = (name: 'newPassword' | 'confirmPassword') => {
    const error = errors[name]?.message;
    return {
      id: `reset-${name}`,
      invalid: Boolean(error),
      'aria-describedby': describedBy(`reset-${name}`, { error }),
      'aria-required': true,
      autoComplete: 'new-password',
      showLabel: t('auth.showPassword'),
      hideLabel: t('auth.hidePassword'),
      disabled: reset.isSuccess,
      ...register(name),
    };
  };

  return (
    <AuthCard title={t('auth.resetTitle')} lead={t('auth.resetLead')}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label={t('auth.resetTitle')}>
        <Field id="reset-newPassword" label={t('auth.newPassword')} error={errors.newPassword?.message} required>
          <PasswordInput {...control('newPassword')} />
        </Field>
        <Field
          id="reset-confirmPassword"
          label={t('auth.confirmPassword')}
          error={errors.confirmPassword?.message}
          required
        >
          <PasswordInput {...control('confirmPassword')} />
        </Field>
        <div aria-live="polite">
          {reset.isSuccess && (
            <div className="rounded-md border border-success/30 bg-success/5 px-4 py-3 text-sm text-success">
              <p className="font-semibold">{localMessage(reset.data.message, t)}</p>
              <p>{t('auth.resetRedirecting')}</p>
            </div>
          )}
          {failure && <p className="rounded-md bg-danger/5 px-3 py-2 text-sm font-medium text-danger">{failure}</p>}
        </div>
        <Button type="submit" busy={reset.isPending} disabled={reset.isSuccess} className="w-full">
          {reset.isPending ? t('auth.resettingPassword') : t('auth.resetPassword')}
        </Button>
        <Link to={paths.login} className="text-center text-sm font-semibold underline underline-offset-4">
          {t('auth.backToLogin')}
        </Link>
      </form>
    </AuthCard>
  );
}
