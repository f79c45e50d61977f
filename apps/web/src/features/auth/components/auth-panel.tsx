import type { Session as SessionReply } from '@shop/shared/auth';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate, useSearchParams } from 'react-router';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAuthConfig } from '../api/get-auth-config.ts';
import { useGoogleLogin } from '../api/google-login.ts';
import { safeNextPath } from '../next-path.ts';
import { useSession } from '../session.ts';
import { GoogleButton } from './google-button.tsx';
import { GOOGLE_LINK_NEEDS_PASSWORD, GoogleLinkDialog } from './google-link-dialog.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';
import '../../../locales/account.ts';
import { adminPaths } from '@shop/shared/admin-paths';

type Mode = 'signin' | 'signup';

/**
 * The spec's two-panel Sign In / Sign Up screen: the active form beside a panel that offers the
 * other one. Small screens show the form alone with a link to switch.
 */
export function AuthPanel() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useSession();
  const [mode, setMode] = useState<Mode>(params.get('mode') === 'signup' ? 'signup' : 'signin');
  const heading = useRef<HTMLHeadingElement>(null);
  const config = useAuthConfig();
  const { mutate: googleLogin } = useGoogleLogin();
  // The ID token of a Google sign-in to the admin account, waiting for the account's password.
  const [linking, setLinking] = useState<{ credential: string; message: string } | null>(null);
  const googleClientId = config.data?.googleClientId ?? null;
  useDocumentTitle(mode === 'signin' ? t('auth.pageTitle') : t('auth.signUpTitle'));

  const switchTo = (next: Mode) => {
    setMode(next);
    // The new form replaces the old one: bring focus (and a screen reader) to its heading.
    requestAnimationFrame(() => heading.current?.focus());
  };

  const signedIn = useCallback(
    (reply: SessionReply) => {
      session.login(reply);
      toast.show(t('auth.loginSuccess'), 'success');
      void navigate(reply.user.type === 'admin' ? adminPaths.dashboard : safeNextPath(params.get('next')), {
        replace: true,
      });
    },
    [session, toast, t, navigate, params],
  );
  const onCredential = useCallback(
    (credential: string) =>
      googleLogin(
        { credential },
        {
          onSuccess: signedIn,
          onError: (error) => {
            if (error instanceof ApiError && error.code === GOOGLE_LINK_NEEDS_PASSWORD)
              return setLinking({ credential, message: errorMessage(error) });
            toast.show(t('auth.googleFailed', { message: errorMessage(error, t('errors.generic')) }), 'error');
          },
        },
      ),
    [googleLogin, signedIn, toast, t],
  );
  // Sign-up signs the customer in and goes on where they were going (checkout, wishlist): decision 038.
  const signedUp = (reply: SessionReply) => {
    session.login(reply);
    toast.show(t('auth.signedUpIn'), 'success');
    void navigate(safeNextPath(params.get('next')), { replace: true });
  };

  const signIn = mode === 'signin';
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8 md:px-8 md:py-14">
      <div className="grid overflow-hidden rounded-2xl border border-line bg-white shadow-card md:grid-cols-2">
        <section
          aria-labelledby={signIn ? 'signin-heading' : 'signup-heading'}
          className={`flex flex-col gap-6 px-5 py-8 sm:px-10 sm:py-10 ${signIn ? '' : 'md:order-2'}`}
        >
          <div className="flex flex-col gap-2">
            <h1
              ref={heading}
              tabIndex={-1}
              id={signIn ? 'signin-heading' : 'signup-heading'}
              className="text-2xl font-bold tracking-tight focus:outline-none md:text-3xl"
            >
              {signIn ? t('auth.signInHeading') : t('auth.signUpHeading')}
            </h1>
            <p className="text-sm text-muted">{signIn ? t('auth.signInLead') : t('auth.signUpLead')}</p>
          </div>
          {signIn ? <SignInForm onSignedIn={signedIn} /> : <SignUpForm onSignedUp={signedUp} />}
          {googleClientId && (
            <div className="flex flex-col gap-4">
              <div className="flex items-center gap-3 text-xs uppercase tracking-widest text-muted">
                <span className="h-px flex-1 bg-line" />
                {t('auth.or')}
                <span className="h-px flex-1 bg-line" />
              </div>
              <GoogleButton clientId={googleClientId} mode={mode} onCredential={onCredential} />
              <GoogleLinkDialog
                credential={linking?.credential ?? null}
                message={linking?.message ?? ''}
                onLinked={(reply) => {
                  setLinking(null);
                  signedIn(reply);
                }}
                onClose={() => setLinking(null)}
              />
            </div>
          )}
          <p className="text-center text-sm text-muted md:hidden">
            {signIn ? t('auth.newHere') : t('auth.haveAccount')}{' '}
            <button
              type="button"
              onClick={() => switchTo(signIn ? 'signup' : 'signin')}
              className="font-semibold text-ink underline underline-offset-4"
            >
              {signIn ? t('auth.switchToSignUp') : t('auth.switchToSignIn')}
            </button>
          </p>
        </section>
        <aside
          className={`hidden flex-col items-center justify-center gap-5 bg-ink px-10 py-12 text-center text-white md:flex ${
            signIn ? '' : 'md:order-1'
          }`}
        >
          <p className="text-xs font-semibold uppercase tracking-[0.3em] text-white/60">{t('nav.brand')}</p>
          <h2 className="text-3xl font-bold tracking-tight">{signIn ? t('auth.newHere') : t('auth.haveAccount')}</h2>
          <p className="max-w-xs text-sm leading-relaxed text-white/75">
            {signIn ? t('auth.newHereBody') : t('auth.haveAccountBody')}
          </p>
          <button
            type="button"
            onClick={() => switchTo(signIn ? 'signup' : 'signin')}
            className="inline-flex min-h-11 items-center justify-center rounded-md border border-white px-8 text-sm font-semibold uppercase tracking-wider transition-colors hover:bg-white hover:text-ink"
          >
            {signIn ? t('auth.signUp') : t('auth.signIn')}
          </button>
        </aside>
      </div>
    </main>
  );
}
