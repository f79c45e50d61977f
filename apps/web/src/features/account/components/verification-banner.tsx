import type { Me } from '@shop/shared/account';
import { localMessage, useTranslation } from '../../../lib/i18n.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useResendVerification } from '../api/resend-verification.ts';
import '../../../locales/account.ts';

/** Shown while the account's email is unverified: what to do, and a button to mail the link again. */
export function VerificationBanner({ me, note }: { me: Me; note?: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const resend = useResendVerification();
  // An account with a phone and no email has nothing to verify (it signs in with its phone).
  if (me.verified || !me.email) return null;

  const send = () =>
    resend.mutate(
      { email: me.email },
      {
        onSuccess: (reply) => toast.show(localMessage(reply.message, t), 'success'),
        onError: (error) =>
          toast.show(
            error instanceof ApiError && error.status > 0 && error.status < 500
              ? error.message
              : t('account.resendFailed'),
            'error',
          ),
      },
    );

  return (
    <section
      aria-labelledby="verify-heading"
      className="flex flex-col gap-3 rounded-xl border border-warning/30 bg-warning/5 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-5"
    >
      <div className="flex flex-col gap-1">
        <h2 id="verify-heading" className="text-sm font-bold text-warning">
          {t('account.unverifiedTitle')}
        </h2>
        <p className="text-sm break-words text-ink">{note ?? t('account.unverifiedBody', { email: me.email })}</p>
        {resend.isSuccess && (
          <p role="status" className="text-sm font-medium text-success">
            {localMessage(resend.data.message, t)}
          </p>
        )}
      </div>
      <Button variant="secondary" busy={resend.isPending} onClick={send} className="shrink-0 bg-white">
        {resend.isPending ? t('account.resendingVerification') : t('account.resendVerification')}
      </Button>
    </section>
  );
}
