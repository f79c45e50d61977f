import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from '../../../components/ui/button.tsx';
import { describedBy, Field } from '../../../components/ui/field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { checkPasswordChange, NO_PASSWORDS, type PasswordFields } from '../../../lib/password-change.ts';
import { useShopForm } from '../../../lib/use-shop-form.ts';
import { useChangeAdminPassword } from '../api/account.ts';

type Name = keyof PasswordFields;
const isField = (name: string | undefined): name is Name =>
  name === 'currentPassword' || name === 'newPassword' || name === 'confirmPassword';

/**
 * Current, new and confirmation, each refused at its own field (nothing filled in at all is one
 * sentence for the form); the answer's fresh token keeps this browser signed in.
 */
export function PasswordCard({ onChanged }: { onChanged: (token: string) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const change = useChangeAdminPassword();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { errors },
  } = useShopForm<PasswordFields>({ defaultValues: NO_PASSWORDS });

  const onSubmit = handleSubmit((values) => {
    clearErrors();
    setProblem(null);
    const check = checkPasswordChange(values);
    if (!check.ok) {
      if (check.problem === 'fillOne') return setProblem(t('admin.account.fillOne'));
      if (check.problem === 'mismatch')
        return setError('confirmPassword', { message: t('admin.account.mismatch') }, { shouldFocus: true });
      check.errors.forEach(({ name, message }, i) => setError(name, { message }, { shouldFocus: i === 0 }));
      return;
    }
    change.mutate(check.change, {
      onSuccess: (reply) => {
        onChanged(reply.token);
        reset(NO_PASSWORDS);
        toast.show(reply.message, 'success');
      },
      onError: (error) => {
        const answered = error instanceof ApiError && error.status > 0 && error.status < 500;
        if (answered && isField(error.field)) setError(error.field, { message: error.message }, { shouldFocus: true });
        else setProblem(errorMessage(error, t('admin.account.passwordFailed')));
      },
    });
  });

  const input = (name: Name, autoComplete: string) => {
    const id = `admin-password-${name}`;
    const error = errors[name]?.message;
    return (
      <Field id={id} label={t(`admin.account.${name}`)} error={error}>
        <PasswordInput
          id={id}
          autoComplete={autoComplete}
          invalid={Boolean(error)}
          aria-describedby={describedBy(id, { error })}
          showLabel={t('admin.account.show')}
          hideLabel={t('admin.account.hide')}
          {...register(name, { onChange: () => setProblem(null) })}
        />
      </Field>
    );
  };
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
