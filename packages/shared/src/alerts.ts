import { z } from 'zod';
import { limitedText, textSchema } from './text.ts';

export const ALERT_LANGUAGES = ['en', 'my', 'both'] as const;
export type AlertLanguage = (typeof ALERT_LANGUAGES)[number];
export const ALERT_CHANNELS = ['telegram', 'webhook'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

export const TELEGRAM_TOKEN_INVALID = 'Please enter the bot token BotFather gave you';
export const TELEGRAM_CHAT_INVALID = 'Please enter a chat id: a number, or @channel';
export const WEBHOOK_URL_INVALID = 'Please enter a full link starting with https:// or http://';
export const WEBHOOK_SECRET_SHORT = 'The signing secret needs at least 16 characters';
export const NO_ALERT_CHANNEL = 'Set up Telegram or a webhook first';

/**
 * A secret field of PUT /api/admin/alert-settings: left out or empty, it stays as it is; `null`
 * removes it; a value replaces it. Secrets are never answered (only whether they are set).
 */
const secret = (schema: z.ZodType<string>, message: string) =>
  z
    .union([z.literal(''), schema], { error: message })
    .nullable()
    .optional();

/** PUT /api/admin/alert-settings: the owner's channels for alerts on the phone. */
export const AlertSettingsSchema = z.object({
  language: z.enum(ALERT_LANGUAGES),
  telegramBotToken: secret(
    textSchema()
      .trim()
      .regex(/^\d{1,20}:[A-Za-z0-9_-]{20,100}$/, TELEGRAM_TOKEN_INVALID),
    TELEGRAM_TOKEN_INVALID,
  ),
  telegramChatId: z.union(
    [
      z.literal(''),
      textSchema()
        .trim()
        .regex(/^(-?\d{1,20}|@[A-Za-z0-9_]{5,64})$/, TELEGRAM_CHAT_INVALID),
    ],
    {
      error: TELEGRAM_CHAT_INVALID,
    },
  ),
  webhookUrl: z.union(
    [
      z.literal(''),
      textSchema()
        .trim()
        .max(500, WEBHOOK_URL_INVALID)
        .regex(/^https?:\/\/[^\s<>"/?#]+([/?#][^\s<>"]*)?$/i, WEBHOOK_URL_INVALID),
    ],
    { error: WEBHOOK_URL_INVALID },
  ),
  webhookSecret: secret(
    textSchema().trim().min(16, WEBHOOK_SECRET_SHORT).max(200, WEBHOOK_SECRET_SHORT),
    WEBHOOK_SECRET_SHORT,
  ),
});
export type AlertSettingsInput = z.input<typeof AlertSettingsSchema>;
export type AlertSettings = z.output<typeof AlertSettingsSchema>;

/** Where a channel's setting comes from: the owner's settings, the server's environment, or nowhere. */
export const SettingSourceSchema = z.enum(['settings', 'environment', 'none']);

/** GET /api/admin/alert-settings: the settings with each secret shown only as set or not. */
export const AlertSettingsReplySchema = z.object({
  language: z.enum(ALERT_LANGUAGES),
  telegramBotTokenSet: SettingSourceSchema,
  telegramChatId: limitedText(100),
  telegramChatIdSource: SettingSourceSchema,
  webhookUrl: limitedText(500),
  webhookUrlSource: SettingSourceSchema,
  webhookSecretSet: SettingSourceSchema,
  telegramReady: z.boolean(),
  webhookReady: z.boolean(),
});
export type AlertSettingsReply = z.infer<typeof AlertSettingsReplySchema>;

/** One channel's answer to the test alert: ok, or the HTTP status (0: no answer) and a short reason. */
export const AlertChannelResultSchema = z.object({
  channel: z.enum(ALERT_CHANNELS),
  ok: z.boolean(),
  status: z.number().int(),
  error: z.string().nullable(),
});
export type AlertChannelResult = z.infer<typeof AlertChannelResultSchema>;

/** POST /api/admin/alert-settings/test: what each configured channel answered. */
export const AlertTestReplySchema = z.object({ results: z.array(AlertChannelResultSchema) });
export type AlertTestReply = z.infer<typeof AlertTestReplySchema>;
