import { createHmac } from 'node:crypto';
import type { AlertChannel, AlertChannelResult } from '@shop/shared/alerts';
import type { TelegramTarget, WebhookTarget } from './alert-settings.service.ts';

/** How long one channel may take to answer before the try counts as failed. */
export const CHANNEL_TIMEOUT_MS = 10_000;

/**
 * The reason a request failed, for the owner's toast and the queue's `last_error`: a status, a
 * timeout or a refused connection, never the URL (the bot token is part of Telegram's).
 */
function failure(channel: AlertChannel, error: unknown): AlertChannelResult {
  const name = error instanceof Error ? error.name : '';
  const reason = name === 'TimeoutError' || name === 'AbortError' ? 'no answer in time' : 'could not connect';
  return { channel, ok: false, status: 0, error: reason };
}

async function post(
  channel: AlertChannel,
  url: string,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<AlertChannelResult & { answer: string }> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const answer = (await response.text()).slice(0, 2000);
    return {
      channel,
      ok: response.status >= 200 && response.status < 300,
      status: response.status,
      error: null,
      answer,
    };
  } catch (error) {
    return { ...failure(channel, error), answer: '' };
  }
}

/** The Bot API's sendMessage: POST {base}/bot{token}/sendMessage with the chat id and the text. */
export async function sendTelegram(
  target: TelegramTarget,
  text: string,
  timeoutMs = CHANNEL_TIMEOUT_MS,
): Promise<AlertChannelResult> {
  const url = `${target.apiUrl}/bot${target.token}/sendMessage`;
  const body = JSON.stringify({ chat_id: target.chatId, text, disable_web_page_preview: true });
  const { answer, ...result } = await post('telegram', url, {}, body, timeoutMs);
  if (result.ok) return result;
  if (result.status === 0) return result;
  // Telegram says why (e.g. "Bad Request: chat not found"); its description never holds the token.
  let description = `HTTP ${result.status}`;
  try {
    const parsed = JSON.parse(answer) as { description?: unknown };
    if (typeof parsed.description === 'string') description = parsed.description.slice(0, 200);
  } catch {
    // Not Telegram's JSON (a proxy's page): the status says enough.
  }
  return { ...result, error: description };
}

/** The signature header's value: HMAC-SHA256 of the raw body with the shared secret, in hex. */
export function webhookSignature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * The signed webhook: the JSON body as sent, `X-Shop-Signature-256: sha256=<hex HMAC of the body>`,
 * the event's kind and id (a receiver drops an id it has seen: a retry after a lost answer repeats
 * it) and the time of sending (a receiver may refuse old ones).
 */
export async function sendWebhook(
  target: WebhookTarget,
  event: { id: number; kind: string },
  body: string,
  timeoutMs = CHANNEL_TIMEOUT_MS,
): Promise<AlertChannelResult> {
  const headers = {
    'x-shop-event': event.kind,
    'x-shop-event-id': String(event.id),
    'x-shop-timestamp': String(Math.floor(Date.now() / 1000)),
    'x-shop-signature-256': webhookSignature(target.secret, body),
  };
  const { answer: _answer, ...result } = await post('webhook', target.url, headers, body, timeoutMs);
  return result.ok || result.status === 0 ? result : { ...result, error: `HTTP ${result.status}` };
}
