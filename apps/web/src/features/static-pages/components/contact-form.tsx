import { zodResolver } from '@hookform/resolvers/zod';
import { ContactMessageSchema, type ContactMessage, type ContactMessageInput } from '@shop/shared/contact';
import { useState } from 'react';
import { type FieldPath } from 'react-hook-form';
import { useShopForm } from '../../../lib/use-shop-form.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { Button } from '../../../components/ui/button.tsx';
import { describedBy, Field } from '../../../components/ui/field.tsx';
import { Input, TextArea } from '../../../components/ui/input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';

const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
const EMPTY: ContactMessageInput = { name: '', email: '', phone: '', subject: '', message: '' };

function isField(name: string | undefined): name is FieldPath<ContactMessageInput> {
  return (FIELDS as readonly string[]).includes(name ?? '');
}

/** The contact form: checked by the shared schema here and on the server, then mailed to the shop. */
export function ContactForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const send = useSendContactMessage();
  const [sent, setSent] = useState(false);
  // Drawn by the server (decision 051), the form cannot check or send before its code runs: its
  // fields wait, and say so, rather than take text the form would not know of or send it natively.
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useShopForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(ContactMessageSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit((values) => {
    setSent(false);
    send.mutate(values, {
      onSuccess: () => {
        setSent(true);
        reset(EMPTY);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400 && isField(error.field)) {
          setError(error.field, { message: error.message }, { shouldFocus: true });
        } else {
          toast.show(errorMessage(error, t('errors.generic')), 'error');
        }
      },
    });
  });

  const control = (name: (typeof FIELDS)[number]) => {
    const error = errors[name]?.message;
    return {
      id: `contact-${name}`,
      invalid: Boolean(error),
      'aria-describedby': describedBy(`contact-${name}`, { error }),
      'aria-required': name !== 'email' && name !== 'phone',
      placeholder: t(`contactPage.${name}Placeholder`),
      ...register(name),
    };
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="contact-form-heading" aria-busy={!hydrated}>
      <fieldset disabled={!hydrated} className="flex min-w-0 flex-col gap-5">
        <div>
          <h2 id="contact-form-heading" className="text-xl font-bold tracking-tight">
            {t('contactPage.formHeading')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('contactPage.requiredNote')}</p>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="contact-name" label={t('contactPage.name')} error={errors.name?.message} required>
            <Input type="text" autoComplete="name" {...control('name')} />
          </Field>
          <Field id="contact-email" label={t('contactPage.email')} error={errors.email?.message}>
            <Input type="email" autoComplete="email" inputMode="email" {...control('email')} />
          </Field>
          <Field id="contact-phone" label={t('contactPage.phone')} error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" inputMode="tel" {...control('phone')} />
          </Field>
        </div>
        <Field id="contact-subject" label={t('contactPage.subject')} error={errors.subject?.message} required>
          <Input type="text" {...control('subject')} />
        </Field>
        <Field id="contact-message" label={t('contactPage.message')} error={errors.message?.message} required>
          <TextArea rows={6} {...control('message')} />
        </Field>
        <div role="status" aria-live="polite">
          {sent && (
            <p className="flex items-start gap-3 rounded-lg border border-success/30 bg-success/5 px-4 py-3 text-sm font-medium text-success">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="mt-0.5 size-4 shrink-0"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M20 6 9 17l-5-5" />
              </svg>
              <span>{t('contactPage.thankYou')}</span>
            </p>
          )}
        </div>
        <Button type="submit" busy={send.isPending} className="w-full sm:w-auto sm:self-start">
          {send.isPending ? t('contactPage.sending') : t('contactPage.send')}
        </Button>
      </fieldset>
    </form>
  );
}
