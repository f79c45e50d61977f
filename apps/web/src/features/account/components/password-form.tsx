import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { usePasswordChangeForm } from '../../../lib/use-password-change-form.ts';
import { useChangePassword } from '../api/change-password.ts';
import { AccountCard } from './account-page.tsx';
import '../../../locales/account.ts';

/**
 * Current, new and confirmation. The spec's checks come first (nothing filled in; new and confirm
 * differ), then the shared schema's (current required, the password rule), then the server's.
 * The answer carries a fresh token: `onChanged` keeps this browser signed in with it.
 */
export function PasswordForm({ onChanged }: { onChanged: (token: string) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const change = useChangePassword();
  const { onSubmit, problem, field } = usePasswordChangeForm({
    idPrefix: 'password',
    words: {
      fillOne: t('account.fillOnePasswordField'),
      mismatch: t('account.passwordsDoNotMatch'),
      failed: t('account.passwordChangeFailed'),
      show: t('auth.showPassword'),
      hide: t('auth.hidePassword'),
    },
    send: (input) =>
      change.mutateAsync(input).then((reply) => {
        onChanged(reply.token);
        toast.show(t('account.passwordChanged'), 'success');
      }),
  });
  const current = field('currentPassword');
  const fresh = field('newPassword');
  const confirm = field('confirmPassword');

  return (
    <AccountCard id="password-heading" title={t('account.passwordHeading')} lead={t('account.passwordLead')}>
      <form onSubmit={onSubmit} noValidate aria-labelledby="password-heading" className="flex flex-col gap-5">
        <Field id={current.id} label={t('account.currentPassword')} error={current.error}>
          <PasswordInput autoComplete="current-password" {...current.input} />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id={fresh.id} label={t('account.newPassword')} error={fresh.error}>
            <PasswordInput autoComplete="new-password" {...fresh.input} />
          </Field>
          <Field id={confirm.id} label={t('account.confirmPassword')} error={confirm.error}>
            <PasswordInput autoComplete="new-password" {...confirm.input} />
          </Field>
        </div>
        <div aria-live="assertive">
          {problem && <p className="rounded-md bg-danger/5 px-3 py-2 text-sm font-medium text-danger">{problem}</p>}
        </div>
        <Button type="submit" busy={change.isPending} className="w-full sm:w-auto sm:self-start">
          {change.isPending ? t('account.changingPassword') : t('account.changePassword')}
        </Button>
      </form>
    </AccountCard>
  );
}
