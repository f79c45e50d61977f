import { zodResolver } from '@hookform/resolvers/zod';
import { LoginSchema, type Login, type Session } from '@shop/shared/auth';
import { looksLikePhone } from '@shop/shared/phone-rules';
import { useShopForm } from '../../../lib/use-shop-form.ts';
import { localMessage, useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { describedBy, Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useLogin } from '../api/login.ts';
import '../../../locales/account.ts';
import { paths } from '@shop/shared/paths';

const EMPTY: Login = { email: '', password: '' };

/** Sign In: one field for the email or phone number, the password, and the server's answer inline. */
export function SignInForm({ onSignedIn }: { onSignedIn: (session: Session) => void }) {
  const { t } = useTranslation();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useShopForm<Login>({ resolver: zodResolver(LoginSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit((values) => login.mutate(values, { onSuccess: onSignedIn }));
  // The spec's inline red text: the server's sentence ('Invalid email or password'), else 'Login failed';
  // a refused phone number (401) is told as a phone number, not as an email.
  const failure = login.error
    ? login.error instanceof ApiError && login.error.status > 0 && login.error.status < 500
      ? login.error.status === 401 && looksLikePhone(login.variables?.email ?? '')
        ? t('auth.invalidPhoneLogin')
        : localMessage(login.error.message, t)
      : t('auth.loginFailed')
    : null;

  const control = (name: keyof Login) => {
    const error = errors[name]?.message;
    return {
      id: `signin-${name}`,
      invalid: Boolean(error),
      'aria-describedby': describedBy(`signin-${name}`, { error }) ?? (failure ? 'signin-failure' : undefined),
      'aria-required': true,
      ...register(name),
    };
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-labelledby="signin-heading">
      <Field id="signin-email" label={t('auth.identifier')} error={errors.email?.message} required>
        <Input
          type="text"
          autoComplete="username"
          inputMode="email"
          placeholder={t('auth.identifierPlaceholder')}
          {...control('email')}
        />
      </Field>
      <Field id="signin-password" label={t('auth.password')} error={errors.password?.message} required>
        <PasswordInput
          autoComplete="current-password"
          showLabel={t('auth.showPassword')}
          hideLabel={t('auth.hidePassword')}
          {...control('password')}
        />
      </Field>
      <div className="-mt-2 flex justify-end">
        <Link
          to={paths.forgotPassword}
          className="text-sm font-medium text-ink underline underline-offset-4 hover:text-muted"
        >
          {t('auth.forgotPassword')}
        </Link>
      </div>
      <div aria-live="assertive">
        {failure && (
          <p id="signin-failure" className="rounded-md bg-danger/5 px-3 py-2 text-sm font-medium text-danger">
            {failure}
          </p>
        )}
      </div>
      <Button type="submit" busy={login.isPending} className="w-full">
        {login.isPending ? t('auth.signingIn') : t('auth.signIn')}
      </Button>
    </form>
  );
}
