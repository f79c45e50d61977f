import { useState } from 'react';
import type { ChangePassword } from '@shop/shared/account';
import { describedBy } from '../components/ui/field.tsx';
import { ApiError, errorMessage } from './api-client.ts';
import { checkPasswordChange, NO_PASSWORDS, type PasswordFields } from './password-change.ts';
import { useShopForm } from './use-shop-form.ts';

type Name = keyof PasswordFields;
const isField = (name: string | undefined): name is Name =>
  name === 'currentPassword' || name === 'newPassword' || name === 'confirmPassword';

/** The sentences a password form says in its own catalogue's words. */
export type PasswordFormWords = {
  fillOne: string;
  mismatch: string;
  /** When the server could not be reached or failed. */
  failed: string;
  show: string;
  hide: string;
};

/**
 * A password change form, the customer's and the admin's: the checks of `checkPasswordChange`
 * (nothing filled in is one sentence for the form, the rest at their fields, the first focused),
 * then `send`; a refusal naming a field is shown there, any other as the form's sentence. The
 * fields are emptied once the change is saved.
 */
export function usePasswordChangeForm({
  idPrefix,
  words,
  send,
}: {
  idPrefix: string;
  words: PasswordFormWords;
  send: (change: ChangePassword) => Promise<unknown>;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { errors },
  } = useShopForm<PasswordFields>({ defaultValues: NO_PASSWORDS });

  const onSubmit = handleSubmit(async (values) => {
    clearErrors();
    setProblem(null);
    const check = checkPasswordChange(values);
    if (!check.ok) {
      if (check.problem === 'fillOne') return setProblem(words.fillOne);
      if (check.problem === 'mismatch')
        return setError('confirmPassword', { message: words.mismatch }, { shouldFocus: true });
      check.errors.forEach(({ name, message }, i) => setError(name, { message }, { shouldFocus: i === 0 }));
      return;
    }
    try {
      await send(check.change);
      reset(NO_PASSWORDS);
    } catch (error) {
      const answered = error instanceof ApiError && error.status > 0 && error.status < 500;
      if (answered && isField(error.field)) setError(error.field, { message: error.message }, { shouldFocus: true });
      else setProblem(answered ? errorMessage(error) : words.failed);
    }
  });

  /** A field's id, its error and the props of its PasswordInput. */
  const field = (name: Name) => {
    const id = `${idPrefix}-${name}`;
    const error = errors[name]?.message;
    return {
      id,
      error,
      input: {
        id,
        invalid: Boolean(error),
        'aria-describedby': describedBy(id, { error }),
        showLabel: words.show,
        hideLabel: words.hide,
        ...register(name, { onChange: () => setProblem(null) }),
      },
    };
  };

  return { onSubmit, problem, field };
}
