import { useState } from 'react';
import { useShopForm } from '../../../lib/use-shop-form.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from '../../../components/ui/button.tsx';
import { describedBy, Field } from '../../../components/ui/field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { checkPasswordChange, NO_PASSWORDS, type PasswordFields } from '../../../lib/password-change.ts';
import { useChangePassword } from '../api/change-password.ts';
import { AccountCard } from './account-page.tsx';
import '../../../locales/account.ts';

type Fields = PasswordFields;
const isField = (name: string | undefined): name is keyof Fields =>
  name === 'currentPassword' || name === 'newPassword';

/**
 * Current, new and confirmation. The spec's checks come first (nothing filled in; new and confirm
 * differ), then the shared schema's (current required, the password rule), then the server's.
 * The answer carries a fresh token: `onChanged` keeps this browser signed in with it.
 */
export function PasswordForm({ onChanged }: { onChanged: (token: string) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const change = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { errors },
  } = useShopForm<Fields>({ defaultValues: NO_PASSWORDS });

  const onSubmit = handleSubmit((values) => {
    clearErrors();
    setFormError(null);
    const check = checkPasswordChange(values);
    if (!check.ok) {
      if (check.problem === 'fillOne') return setFormError(t('account.fillOnePasswordField'));
      if (check.problem === 'mismatch')
        return setError('confirmPassword', { message: t('account.passwordsDoNotMatch') }, { shouldFocus: true });
      check.errors.forEach(({ name, message }, i) => setError(name, { message }, { shouldFocus: i === 0 }));
      return;
    }
    change.mutate(check.change, {
      onSuccess: (reply) => {
        onChanged(reply.token);
        reset(NO_PASSWORDS);
        toast.show(t('account.passwordChanged'), 'success');
      },
      onError: (error) => {
        const answered = error instanceof ApiError && error.status > 0 && error.status < 500;
        if (answered && isField(error.field)) setError(error.field, { message: error.message }, { shouldFocus: true });
        else setFormError(answered ? error.message : t('account.passwordChangeFailed'));
      },
    });
  });

  const control = (name: keyof Fields) => {
    const error = errors[name]?.message;
    return {
      id: `password-${name}`,
      invalid: Boolean(error),
      'aria-describedby': describedBy(`password-${name}`, { error }),
      showLabel: t('auth.showPassword'),
      hideLabel: t('auth.hidePassword'),
      ...register(name, { onChange: () => setFormError(null) }),
    };
  };

  return (
    <AccountCard id="password-heading" title={t('account.passwordHeading')} lead={t('account.passwordLead')}>
      <form onSubmit={onSubmit} noValidate aria-labelledby="password-heading" className="flex flex-col gap-5">
        <Field
          id="password-currentPassword"
          label={t('account.currentPassword')}
          error={errors.currentPassword?.message}
        >
          <PasswordInput autoComplete="current-password" {...control('currentPassword')} />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="password-newPassword" label={t('account.newPassword')} error={errors.newPassword?.message}>
            <PasswordInput autoComplete="new-password" {...control('newPassword')} />
          </Field>
          <Field
            id="password-confirmPassword"
            label={t('account.confirmPassword')}
            error={errors.confirmPassword?.message}
          >
            <PasswordInput autoComplete="new-password" {...control('confirmPassword')} />
          </Field>
        </div>
        <div aria-live="assertive">
          {formError && <p className="rounded-md bg-danger/5 px-3 py-2 text-sm font-medium text-danger">{formError}</p>}
        </div>
        <Button type="submit" busy={change.isPending} className="w-full sm:w-auto sm:self-start">
          {change.isPending ? t('account.changingPassword') : t('account.changePassword')}
        </Button>
      </form>
    </AccountCard>
  );
}
