import { useTranslation } from '../../../lib/i18n.ts';
import { Panel } from '../../../components/ui/panel.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import type { PasswordFields } from '../../../lib/password-change.ts';
import { usePasswordChangeForm } from '../../../lib/use-password-change-form.ts';
import { useChangeAdminPassword } from '../api/account.ts';

/**
 * Current, new and confirmation, each refused at its own field (nothing filled in at all is one
 * sentence for the form); the answer's fresh token keeps this browser signed in.
 */
export function PasswordCard({ onChanged }: { onChanged: (token: string) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const change = useChangeAdminPassword();
  const { onSubmit, problem, field } = usePasswordChangeForm({
    idPrefix: 'admin-password',
    words: {
      fillOne: t('admin.account.fillOne'),
      mismatch: t('admin.account.mismatch'),
      failed: t('admin.account.passwordFailed'),
      show: t('admin.account.show'),
      hide: t('admin.account.hide'),
    },
    send: (input) =>
      change.mutateAsync(input).then((reply) => {
        onChanged(reply.token);
        toast.show(t('admin.account.passwordChanged'), 'success');
      }),
  });

  const input = (name: keyof PasswordFields, autoComplete: string) => {
    const { id, error, input: props } = field(name);
    return (
      <Field id={id} label={t(`admin.account.${name}`)} error={error}>
        <PasswordInput autoComplete={autoComplete} {...props} />
      </Field>
    );
  };
  return (
    <Panel id="admin-password" title={t('admin.account.passwordHeading')}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {input('currentPassword', 'current-password')}
        <div className="grid gap-4 sm:grid-cols-2">
          {input('newPassword', 'new-password')}
          {input('confirmPassword', 'new-password')}
        </div>
        <div aria-live="assertive">
          {problem && <p className="rounded-md bg-danger/5 px-3 py-2 text-sm font-medium text-danger">{problem}</p>}
        </div>
        <Button type="submit" busy={change.isPending} className="self-start">
          {t('admin.account.changePassword')}
        </Button>
      </form>
    </Panel>
  );
}
