import { zodResolver } from '@hookform/resolvers/zod';
import { AnswerMessageSchema, type AdminMessage, type AnswerMessage } from '@shop/shared/admin';
import { formatDateTime } from '@shop/shared/dates';
import { formatPhone } from '@shop/shared/phone-rules';
import { callLink, viberLink } from '@shop/shared/shop-rules';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { describedBy, Field } from '../../../components/ui/field.tsx';
import { TextArea } from '../../../components/ui/input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useShopForm } from '../../../lib/use-shop-form.ts';
import { useReplyToMessage } from '../api/reply-to-message.ts';

/**
 * A message's thread and its answer: the shop's replies with their time, then a reply box (mailed
 * to the sender) when the sender left an email, else tap-to-call and Viber for the phone they gave.
 */
export function MessageReplies({ message }: { message: AdminMessage }) {
  const { t, language } = useTranslation();
  const toast = useToast();
  const send = useReplyToMessage(message._id);
  const id = `reply-${message._id}`;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useShopForm<AnswerMessage>({ resolver: zodResolver(AnswerMessageSchema), defaultValues: { body: '' } });
  const onSubmit = handleSubmit((input) =>
    send.mutate(input, {
      onSuccess: () => {
        reset({ body: '' });
        toast.show(t('admin.messages.replySent', { email: message.email }), 'success');
      },
      onError: (error) => {
        if (error instanceof ApiError && error.field === 'body') setError('body', { message: error.message });
        else toast.show(errorMessage(error), 'error');
      },
    }),
  );
  const error = errors.body?.message;

  return (
    <div className="flex flex-col gap-3">
      {message.replies.length > 0 && (
        <ol className="flex flex-col gap-2" aria-label={t('admin.messages.replies')}>
          {message.replies.map((r) => (
            <li key={r._id} className="rounded-lg border-l-4 border-accent bg-surface p-3 text-sm" data-testid="reply">
              <p className="text-xs text-muted">
                {t('admin.messages.repliedAt', { date: formatDateTime(r.createdAt, language) })}
              </p>
              <p className="whitespace-pre-wrap">{r.body}</p>
            </li>
          ))}
        </ol>
      )}
      {message.email ? (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
          <Field id={id} label={t('admin.messages.replyLabel', { email: message.email })} error={error}>
            <TextArea
              id={id}
              rows={3}
              invalid={Boolean(error)}
              aria-describedby={describedBy(id, { error })}
              {...register('body')}
            />
          </Field>
          <Button type="submit" className="self-start" busy={send.isPending}>
            {t('admin.messages.send')}
          </Button>
        </form>
      ) : (
        message.phone && (
          <div className="flex flex-wrap items-center gap-2">
            <p className="w-full text-sm text-muted">{t('admin.messages.phoneOnly')}</p>
            <a href={callLink(message.phone)} className={buttonClass('secondary')}>
              {t('admin.messages.call', { phone: formatPhone(message.phone, language) })}
            </a>
            <a href={viberLink(message.phone)} className={buttonClass('secondary')}>
              {t('admin.messages.viber')}
            </a>
          </div>
        )
      )}
    </div>
  );
}
