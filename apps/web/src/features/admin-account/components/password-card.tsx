import { ChangePasswordSchema } from '@shop/shared/account';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useChangeAdminPassword } from '../api/account.ts';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Name = keyof typeof EMPTY;

/** Current, new and confirmation; the answer's fresh token keeps this browser signed in. */
export function PasswordCard({ onChanged }: { onChanged: (token: string) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const change = useChangeAdminPassword();
  const [values, setValues] = useState(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.currentPassword && !values.newPassword && !values.confirmPassword)
      return setProblem(t('admin.account.fillOne'));
    if (values.newPassword !== values.confirmPassword) return setProblem(t('admin.account.mismatch'));
    const parsed = ChangePasswordSchema.safeParse(values);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? t('admin.account.passwordFailed'));
    setProblem(null);
    change.mutate(parsed.data, {
      onSuccess: (reply) => {
        onChanged(reply.token);
        setValues(EMPTY);
        toast.show(reply.message, 'success');
      },
      onError: (error) => setProblem(errorMessage(error, t('admin.account.passwordFailed'))),
    });
  };
  const input = (name: Name, autoComplete: string) => (
    <Field id={`admin-password-${name}`} label={t(`admin.account.${name}`)}>
      <PasswordInput
        id={`admin-password-${name}`}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
        showLabel={t('admin.account.show')}
        hideLabel={t('admin.account.hide')}
      />
    </Field>
  );
  return (
    <section
      aria-labelledby="admin-password"
      className="flex flex-col gap-4 rounded-xl border border-line bg-white p-4 sm:p-6"
    >
      <h2 id="admin-password" className="text-lg font-bold">
        {t('admin.account.passwordHeading')}
      </h2>
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
    </section>
  );
}
