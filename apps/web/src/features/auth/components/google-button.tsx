import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import '../../../locales/account.ts';

type GoogleId = {
  initialize: (options: { client_id: string; callback: (reply: { credential?: string }) => void }) => void;
  renderButton: (parent: HTMLElement, options: Record<string, unknown>) => void;
};
type GoogleWindow = Window & { google?: { accounts?: { id?: GoogleId } } };

const SCRIPT_URL = 'https://accounts.google.com/gsi/client';
let loading: Promise<GoogleId> | null = null;

/** Google's own sign-in client (allowed by the shop's CSP), loaded once and only where the button shows. */
function loadGoogle(): Promise<GoogleId> {
  loading ??= new Promise<GoogleId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const id = (window as GoogleWindow).google?.accounts?.id;
      if (id) resolve(id);
      else reject(new Error('Google sign-in did not load'));
    };
    script.onerror = () => reject(new Error('Google sign-in did not load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Google's button (sign in or sign up wording); hands the ID token it returns to `onCredential`. */
export function GoogleButton({
  clientId,
  mode,
  onCredential,
}: {
  clientId: string;
  mode: 'signin' | 'signup';
  onCredential: (credential: string) => void;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const callback = useRef(onCredential);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    callback.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    let cancelled = false;
    loadGoogle()
      .then((google) => {
        if (cancelled || !box.current) return;
        google.initialize({
          client_id: clientId,
          callback: (reply) => reply.credential && callback.current(reply.credential),
        });
        google.renderButton(box.current, {
          theme: 'outline',
          size: 'large',
          shape: 'rectangular',
          text: mode === 'signup' ? 'signup_with' : 'signin_with',
          width: Math.min(box.current.offsetWidth || 320, 400),
        });
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [clientId, mode]);

  if (failed) return <p className="text-center text-xs text-muted">{t('auth.googleUnavailable')}</p>;
  return <div ref={box} className="flex min-h-11 w-full justify-center" />;
}
