import { eq } from 'drizzle-orm';
import type { AlertLanguage, AlertSettings, AlertSettingsReply } from '@shop/shared/alerts';
import type { Db } from '../../db/client.ts';
import { ownerAlertSettings } from '../../db/schema/index.ts';
import type { Config } from '../../config.ts';

export type AlertEnv = Config['alerts'];
export type TelegramTarget = { apiUrl: string; token: string; chatId: string };
export type WebhookTarget = { url: string; secret: string };
/** Where alerts go now: each channel only when all of its parts are set (settings first, then the environment). */
export type AlertTargets = { language: AlertLanguage; telegram?: TelegramTarget; webhook?: WebhookTarget };

type Row = typeof ownerAlertSettings.$inferSelect;

async function settingsRow(db: Db): Promise<Row> {
  const [row] = await db.select().from(ownerAlertSettings).where(eq(ownerAlertSettings.id, 1));
  if (!row) throw new Error('owner_alert_settings has no row: migration 0024 writes it');
  return row;
}

const pick = (own: string, env: string | undefined) => own || env || '';
const source = (own: string, env: string | undefined): 'settings' | 'environment' | 'none' =>
  own ? 'settings' : env ? 'environment' : 'none';

function targetsOf(row: Row, env: AlertEnv): AlertTargets {
  const token = pick(row.telegramBotToken, env.telegramBotToken);
  const chatId = pick(row.telegramChatId, env.telegramChatId);
  const url = pick(row.webhookUrl, env.webhookUrl);
  const secret = pick(row.webhookSecret, env.webhookSecret);
  return {
    language: row.language,
    ...(token && chatId ? { telegram: { apiUrl: env.telegramApiUrl, token, chatId } } : {}),
    ...(url && secret ? { webhook: { url, secret } } : {}),
  };
}

/** The channels an alert goes to now (read at each delivery, so a change applies to the next try). */
export async function alertTargets(db: Db, env: AlertEnv): Promise<AlertTargets> {
  return targetsOf(await settingsRow(db), env);
}

/** What the owner's screen shows: secrets only as where they are set, never their value. */
function reply(row: Row, env: AlertEnv): AlertSettingsReply {
  const targets = targetsOf(row, env);
  return {
    language: row.language,
    telegramBotTokenSet: source(row.telegramBotToken, env.telegramBotToken),
    telegramChatId: row.telegramChatId,
    telegramChatIdSource: source(row.telegramChatId, env.telegramChatId),
    webhookUrl: row.webhookUrl,
    webhookUrlSource: source(row.webhookUrl, env.webhookUrl),
    webhookSecretSet: source(row.webhookSecret, env.webhookSecret),
    telegramReady: Boolean(targets.telegram),
    webhookReady: Boolean(targets.webhook),
  };
}

/** GET /api/admin/alert-settings */
export async function getAlertSettings(db: Db, env: AlertEnv): Promise<AlertSettingsReply> {
  return reply(await settingsRow(db), env);
}

/**
 * PUT /api/admin/alert-settings: a secret left out (or empty) stays, `null` removes it, a value replaces it;
 * the chat id, the webhook's URL and the language are set as sent.
 */
export async function updateAlertSettings(db: Db, env: AlertEnv, input: AlertSettings): Promise<AlertSettingsReply> {
  const [row] = await db
    .update(ownerAlertSettings)
    .set({
      language: input.language,
      telegramChatId: input.telegramChatId,
      webhookUrl: input.webhookUrl,
      ...(input.telegramBotToken !== undefined && input.telegramBotToken !== ''
        ? { telegramBotToken: input.telegramBotToken ?? '' }
        : {}),
      ...(input.webhookSecret !== undefined && input.webhookSecret !== ''
        ? { webhookSecret: input.webhookSecret ?? '' }
        : {}),
      updatedAt: new Date(),
    })
    .where(eq(ownerAlertSettings.id, 1))
    .returning();
  return reply(row!, env);
}
