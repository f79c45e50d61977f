import { zodResolver } from '@hookform/resolvers/zod';
import {
  AlertSettingsSchema,
  type AlertChannelResult,
  type AlertSettings,
  type AlertSettingsInput,
  type AlertSettingsReply,
} from '@shop/shared/alerts';
import { useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { describedBy, Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useShopForm } from '../../../lib/use-shop-form.ts';
import { useSaveAlertSettings, useSendTestAlert } from '../api/alert-settings.ts';

const FIELDS = ['telegramBotToken', 'telegramChatId', 'webhookUrl', 'webhookSecret'] as const;
type TextField = (typeof FIELDS)[number];
type Source = AlertSettingsReply['telegramBotTokenSet'];

const formValues = (s: AlertSettingsReply): AlertSettingsInput => ({
  language: s.language,
  telegramBotToken: '',
  telegramChatId: s.telegramChatId,
  webhookUrl: s.webhookUrl,
  webhookSecret: '',
});

/**
 * The owner's alert channels on the shop settings screen: the language, a Telegram bot, a signed
 * webhook, and a test button that sends through the real path and says what each channel answered.
 * Secrets are typed, never shown: a field left empty keeps the one saved; Remove clears it.
 */
export function AlertSettingsForm({ settings }: { settings: AlertSettingsReply }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveAlertSettings();
  const test = useSendTestAlert();
  const { register, handleSubmit, setError, setValue, control, formState, reset } = useShopForm<
    AlertSettingsInput,
    unknown,
    AlertSettings
  >({ resolver: zodResolver(AlertSettingsSchema), defaultValues: formValues(settings) });
  const errors = formState.errors;
  const token = useWatch({ control, name: 'telegramBotToken' }) as string | null | undefined;
  const secret = useWatch({ control, name: 'webhookSecret' }) as string | null | undefined;

  const onSubmit = handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: (saved) => {
        reset(formValues(saved));
        toast.show(t('admin.alerts.saved'), 'success');
      },
      onError: (error) => {
        const field = error instanceof ApiError ? error.field : undefined;
        if (field && (FIELDS as readonly string[]).includes(field))
          setError(field as TextField, { message: error.message });
        else toast.show(errorMessage(error), 'error');
      },
    }),
  );

  const channelName = (channel: AlertChannelResult['channel']) => t(`admin.alerts.${channel}`);
  const sendTest = () =>
    test.mutate(undefined, {
      onSuccess: ({ results }) => {
        for (const r of results) {
          if (r.ok) toast.show(t('admin.alerts.testOk', { channel: channelName(r.channel) }), 'success');
          else {
            const status = r.status
              ? `${r.status}${r.error ? ` · ${r.error}` : ''}`
              : (r.error ?? t('admin.alerts.noAnswer'));
            toast.show(t('admin.alerts.testFailed', { channel: channelName(r.channel), status }), 'error');
          }
        }
      },
      onError: (error) => toast.show(errorMessage(error), 'error'),
    });

  const secretHint = (source: Source, removed: boolean, hint: string) =>
    removed
      ? t('admin.alerts.removed')
      : `${hint} ${t(source === 'settings' ? 'admin.alerts.secretSettings' : source === 'environment' ? 'admin.alerts.secretEnvironment' : 'admin.alerts.secretNone')}`;
  const input = (name: TextField, hint?: string) => ({
    id: `alert-${name}`,
    invalid: Boolean(errors[name]),
    'aria-describedby': describedBy(`alert-${name}`, { error: errors[name]?.message, hint }),
    autoComplete: 'off',
    ...register(name),
  });
  const field = (name: TextField, hint?: string) => ({
    id: `alert-${name}`,
    label: t(`admin.alerts.${name}`),
    error: errors[name]?.message,
    ...(hint ? { hint } : {}),
  });
  /** A plain field the environment sets while the screen leaves it empty says so. */
  const plainHint = (source: Source, value: string, hint?: string) =>
    source === 'environment' && !value ? [hint, t('admin.alerts.secretEnvironment')].filter(Boolean).join(' ') : hint;
  const status = (ready: boolean) => (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${ready ? 'bg-success/10 text-success' : 'bg-line text-muted'}`}
    >
      {t(ready ? 'admin.alerts.ready' : 'admin.alerts.notReady')}
    </span>
  );
  const removable = (name: 'telegramBotToken' | 'webhookSecret', source: Source, value: string | null | undefined) =>
    source === 'settings' && value !== null ? (
      <Button
        type="button"
        variant="ghost"
        className="self-start"
        onClick={() => setValue(name, null, { shouldDirty: true })}
      >
        {t('admin.alerts.remove')}
      </Button>
    ) : null;

  const tokenHint = secretHint(settings.telegramBotTokenSet, token === null, t('admin.alerts.telegramBotTokenHint'));
  const secretFieldHint = secretHint(settings.webhookSecretSet, secret === null, t('admin.alerts.webhookSecretHint'));
  const chatHint = plainHint(
    settings.telegramChatIdSource,
    settings.telegramChatId,
    t('admin.alerts.telegramChatIdHint'),
  );
  const urlHint = plainHint(settings.webhookUrlSource, settings.webhookUrl);

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="alerts-heading"
      className="mt-6 flex max-w-2xl flex-col gap-5 rounded-xl border border-line bg-white p-4 sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id="alerts-heading" className="text-lg font-bold">
          {t('admin.alerts.heading')}
        </h2>
        <p className="text-sm text-muted">{t('admin.alerts.intro')}</p>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">{t('admin.alerts.language')}</legend>
        <div className="flex flex-wrap gap-4">
          {(['en', 'my', 'both'] as const).map((language) => (
            <label key={language} className="flex items-center gap-2 text-sm">
              <input type="radio" value={language} className="size-4 accent-ink" {...register('language')} />
              {t(`admin.alerts.language${language === 'en' ? 'En' : language === 'my' ? 'My' : 'Both'}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 flex items-center gap-2 text-base font-bold">
          {t('admin.alerts.telegramHeading')} {status(settings.telegramReady)}
        </legend>
        <Field {...field('telegramBotToken', tokenHint)}>
          <Input type="password" spellCheck={false} {...input('telegramBotToken', tokenHint)} />
        </Field>
        {removable('telegramBotToken', settings.telegramBotTokenSet, token)}
        <Field {...field('telegramChatId', chatHint)}>
          <Input inputMode="text" spellCheck={false} {...input('telegramChatId', chatHint)} />
        </Field>
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 flex items-center gap-2 text-base font-bold">
          {t('admin.alerts.webhookHeading')} {status(settings.webhookReady)}
        </legend>
        <Field {...field('webhookUrl', urlHint)}>
          <Input type="url" spellCheck={false} placeholder="https://" {...input('webhookUrl', urlHint)} />
        </Field>
        <Field {...field('webhookSecret', secretFieldHint)}>
          <Input type="password" spellCheck={false} {...input('webhookSecret', secretFieldHint)} />
        </Field>
        {removable('webhookSecret', settings.webhookSecretSet, secret)}
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" busy={save.isPending}>
          {t('admin.alerts.save')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          busy={test.isPending}
          disabled={!settings.telegramReady && !settings.webhookReady}
          aria-describedby="alerts-test-hint"
          onClick={sendTest}
        >
          {t('admin.alerts.test')}
        </Button>
      </div>
      <p id="alerts-test-hint" className="text-xs text-muted">
        {t('admin.alerts.testHint')}
      </p>
    </form>
  );
}
