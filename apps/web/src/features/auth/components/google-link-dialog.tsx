import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { GoogleLinkPasswordSchema, type GoogleLinkPassword, type Session } from '@shop/shared/auth';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { describedBy, Field } from '../../../components/ui/field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useShopForm } from '../../../lib/use-shop-form.ts';
import { useGoogleLogin } from '../api/google-login.ts';
import '../../../locales/account.ts';

/** The API's code for a Google sign-in to the admin account that is not linked yet. */
export const GOOGLE_LINK_NEEDS_PASSWORD = 'GOOGLE_LINK_NEEDS_PASSWORD';

const EMPTY: GoogleLinkPassword = { password: '' };

/**
 * Google sign-in found the shop's admin account by its email: the API links the two only once the
 * same ID token comes back with the account's password. Asks for it; a wrong one is said at the
 * field and may be typed again; a right one signs in.
 */
export function GoogleLinkDialog({
  credential,
  message,
  onLinked,
  onClose,
}: {
  /** The ID token waiting for the password; null when nothing is asked. */
  credential: string | null;
  /** The API's sentence saying why the password is asked. */
  message: string;
  onLinked: (session: Session) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const link = useGoogleLogin();
  const form = useShopForm<GoogleLinkPassword>({
    resolver: zodResolver(GoogleLinkPasswordSchema),
    defaultValues: EMPTY,
  });
  // A wrong password is said at the field; any other refusal (an expired token, too many tries) above it.
  const wrongPassword = link.error instanceof ApiError && link.error.field === 'password';
  const error = form.formState.errors.password?.message ?? (wrongPassword ? errorMessage(link.error) : undefined);
  const refusal = link.error && !wrongPassword ? errorMessage(link.error, t('errors.generic')) : undefined;

  useEffect(() => {
    if (!credential) return;
    // The dialog opens on its Cancel button; here the person came to type.
    const frame = requestAnimationFrame(() => form.setFocus('password'));
    return () => cancelAnimationFrame(frame);
  }, [credential, form]);

  const close = () => {
    form.reset(EMPTY);
    link.reset();
    onClose();
  };
  const submit = form.handleSubmit(({ password }) => {
    if (!credential) return;
    link.mutate(
      { credential, password },
      {
        onSuccess: (session) => {
          form.reset(EMPTY);
          onLinked(session);
        },
      },
    );
  });

  return (
    <ConfirmDialog
      open={credential !== null}
      title={t('auth.googleLinkTitle')}
      confirmLabel={link.isPending ? t('auth.googleLinking') : t('auth.googleLink')}
      cancelLabel={t('auth.googleLinkCancel')}
      onConfirm={() => void submit()}
      onCancel={close}
      busy={link.isPending}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <p>{message}</p>
        {refusal && (
          <p role="alert" className="rounded-md bg-danger/5 px-3 py-2 font-medium text-danger">
            {refusal}
          </p>
        )}
        <Field id="google-link-password" label={t('auth.password')} error={error} required>
          <PasswordInput
            id="google-link-password"
            autoComplete="current-password"
            showLabel={t('auth.showPassword')}
            hideLabel={t('auth.hidePassword')}
            invalid={Boolean(error)}
            aria-required
            aria-describedby={describedBy('google-link-password', { error })}
            {...form.register('password')}
          />
        </Field>
      </form>
    </ConfirmDialog>
  );
}
