import { digitsOnly } from '../../../lib/digits.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { RegisterSchema, type Register, type RegisterInput, type RegisterReply } from '@shop/shared/auth';
import { useId, useState, type ChangeEvent } from 'react';
import { useShopForm } from '../../../lib/use-shop-form.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { describedBy, Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useRegister } from '../api/register.ts';
import '../../../locales/account.ts';
import { paths } from '@shop/shared/paths';

type Fields = { name: string; phone: string; email: string; password: string };
const FIELDS = ['name', 'phone', 'email', 'password'] as const;
const EMPTY: Fields = { name: '', phone: '', email: '', password: '' };

const isField = (name: string | undefined): name is keyof Fields => (FIELDS as readonly string[]).includes(name ?? '');

/**
 * Sign Up: checked by the server's own schema. Messages appear once a field has been left (the
 * password rule only after touch or blur); the button waits for valid fields and the privacy tick.
 */
export function SignUpForm({ onSignedUp }: { onSignedUp: (session: RegisterReply) => void }) {
  const { t } = useTranslation();
  const signUp = useRegister();
  const privacyId = useId();
  const [accepted, setAccepted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isValid },
  } = useShopForm<RegisterInput, unknown, Register>({
    resolver: zodResolver(RegisterSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit((values) => {
    if (!accepted) return setFailure(t('auth.privacyRequired'));
    setFailure(null);
    signUp.mutate(
      { name: values.name, email: values.email, password: values.password, phone: values.phone },
      {
        onSuccess: (reply) => {
          reset(EMPTY);
          setAccepted(false);
          onSignedUp(reply);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status > 0 && error.status < 500 && isField(error.field)) {
            setError(error.field, { message: error.message }, { shouldFocus: true });
          } else {
            setFailure(
              error instanceof ApiError && error.status > 0 && error.status < 500
                ? error.message
                : t('auth.signUpFailed'),
            );
          }
        },
      },
    );
  });

  const control = (name: keyof Fields, hint?: string) => {
    const error = errors[name]?.message;
    return {
      id: `signup-${name}`,
      invalid: Boolean(error),
      'aria-describedby': describedBy(`signup-${name}`, { error, hint: error ? undefined : hint }),
      ...register(name),
    };
  };
  const phone = control('phone', t('auth.phoneHint'));
  const keepDigits = (event: ChangeEvent<HTMLInputElement>) => {
    event.target.value = digitsOnly(event.target.value);
    return phone.onChange(event);
  };
  const ready = isValid && accepted;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-labelledby="signup-heading">
      <Field id="signup-name" label={t('auth.fullName')} error={errors.name?.message} required>
        <Input type="text" autoComplete="name" aria-required {...control('name')} />
      </Field>
      <p className="text-sm text-muted">{t('auth.emailOrPhone')}</p>
      <Field id="signup-phone" label={t('auth.phone')} error={errors.phone?.message} hint={t('auth.phoneHint')}>
        <Input type="tel" inputMode="numeric" autoComplete="tel" {...phone} onChange={keepDigits} />
      </Field>
      <Field id="signup-email" label={t('auth.email')} error={errors.email?.message}>
        <Input type="email" inputMode="email" autoComplete="email" {...control('email')} />
      </Field>
      <Field id="signup-password" label={t('auth.password')} error={errors.password?.message} required>
        <PasswordInput
          autoComplete="new-password"
          aria-required
          showLabel={t('auth.showPassword')}
          hideLabel={t('auth.hidePassword')}
          {...control('password')}
        />
      </Field>
      <div className="flex items-start gap-3">
        <input
          id={privacyId}
          type="checkbox"
          checked={accepted}
          onChange={(event) => {
            setAccepted(event.target.checked);
            if (event.target.checked) setFailure(null);
          }}
          aria-describedby={ready || accepted ? undefined : `${privacyId}-note`}
          className="mt-0.5 size-5 shrink-0 accent-ink"
        />
        <label htmlFor={privacyId} className="text-sm">
          {t('auth.privacyBefore')}
          <Link to={paths.privacyPolicy} target="_blank" className="font-semibold underline underline-offset-4">
            {t('auth.privacyLink')}
          </Link>
        </label>
      </div>
      {isValid && !accepted && (
        <p id={`${privacyId}-note`} className="-mt-2 text-xs text-muted">
          {t('auth.privacyRequired')}
        </p>
      )}
      <div aria-live="assertive">
        {failure && <p className="rounded-md bg-danger/5 px-3 py-2 text-sm font-medium text-danger">{failure}</p>}
      </div>
      <Button type="submit" busy={signUp.isPending} disabled={!ready} className="w-full">
        {signUp.isPending ? t('auth.signingUp') : t('auth.signUp')}
      </Button>
    </form>
  );
}
