import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type SinkMode = 'ok' | 'fail' | 'hang';
export type TelegramMessage = { at: number; chatId: string; text: string };
export type WebhookEvent = { at: number; id: string; event: string; timestamp: number; body: Record<string, unknown> };

/**
 * A real HTTP server standing in for the Telegram Bot API and the owner's webhook receiver, with
 * a bot token and a signing secret of its own. It checks every request as the real ends would:
 * Telegram's `POST /bot<token>/sendMessage` with a JSON `chat_id` and `text` (else Telegram's own
 * 401/404/400 answers), the webhook's `X-Shop-Signature-256` verified over the raw body with the
 * secret (else 401). Only accepted requests are kept; anything refused lands in `refused`.
 * `mode` makes it fail (502) or hang (never answer) to stand for an endpoint that is down.
 */
export async function startAlertSink() {
  const token = `${1000 + Math.floor(Math.random() * 1e6)}:${randomBytes(18).toString('base64url')}`;
  const secret = randomBytes(24).toString('hex');
  const chatId = '-100123456789';
  const telegram: TelegramMessage[] = [];
  const webhook: WebhookEvent[] = [];
  const refused: string[] = [];
  /** Every request that arrived, accepted or not, with its time (the retries' spacing). */
  const arrivals: { at: number; path: string }[] = [];
  let mode: SinkMode = 'ok';
  let hanging = 0;
  const held = new Set<http.ServerResponse>();

  const answer = (res: http.ServerResponse, status: number, body: object) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const at = Date.now();
      arrivals.push({ at, path: req.url ?? '' });
      if (mode === 'hang') {
        hanging++;
        held.add(res);
        res.on('close', () => {
          hanging--;
          held.delete(res);
        });
        return;
      }
      if (mode === 'fail') return answer(res, 502, { ok: false, description: 'Bad Gateway' });
      if (req.url?.startsWith('/bot')) {
        if (req.method !== 'POST' || req.url !== `/bot${token}/sendMessage`) {
          refused.push(`telegram ${req.method} ${req.url === `/bot${token}/sendMessage` ? 'method' : 'path'}`);
          return answer(res, 404, { ok: false, error_code: 404, description: 'Not Found' });
        }
        let body: { chat_id?: unknown; text?: unknown };
        try {
          body = JSON.parse(raw) as typeof body;
        } catch {
          refused.push('telegram body is not JSON');
          return answer(res, 400, { ok: false, error_code: 400, description: 'Bad Request: invalid JSON' });
        }
        if (
          !String(req.headers['content-type']).startsWith('application/json') ||
          typeof body.text !== 'string' ||
          !body.text
        ) {
          refused.push('telegram text missing');
          return answer(res, 400, { ok: false, error_code: 400, description: 'Bad Request: message text is empty' });
        }
        if (String(body.chat_id) !== chatId) {
          refused.push(`telegram chat ${String(body.chat_id)}`);
          return answer(res, 400, { ok: false, error_code: 400, description: 'Bad Request: chat not found' });
        }
        telegram.push({ at, chatId: String(body.chat_id), text: body.text });
        return answer(res, 200, { ok: true, result: { message_id: telegram.length, chat: { id: Number(chatId) } } });
      }
      if (req.url === '/hooks/shop' && req.method === 'POST') {
        const given = String(req.headers['x-shop-signature-256'] ?? '');
        const expected = `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
        const valid = given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
        const id = String(req.headers['x-shop-event-id'] ?? '');
        const timestamp = Number(req.headers['x-shop-timestamp']);
        if (!valid || !id || !Number.isFinite(timestamp) || !req.headers['x-shop-event']) {
          refused.push(valid ? 'webhook headers missing' : 'webhook signature invalid');
          return answer(res, 401, { error: 'invalid signature' });
        }
        webhook.push({
          at,
          id,
          event: String(req.headers['x-shop-event']),
          timestamp,
          body: JSON.parse(raw) as Record<string, unknown>,
        });
        return answer(res, 204, {});
      }
      refused.push(`unknown ${req.method} ${req.url}`);
      return answer(res, 404, {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    token,
    secret,
    chatId,
    telegram,
    webhook,
    refused,
    arrivals,
    /** Requests being held unanswered right now (mode `hang`). */
    get hanging() {
      return hanging;
    },
    setMode(next: SinkMode) {
      mode = next;
    },
    /** A shop configured by its environment to alert here on both channels. */
    env: {
      TELEGRAM_BOT_TOKEN: token,
      TELEGRAM_CHAT_ID: chatId,
      TELEGRAM_API_URL: base,
      ALERT_WEBHOOK_URL: `${base}/hooks/shop`,
      ALERT_WEBHOOK_SECRET: secret,
    } as Record<string, string>,
    apiUrl: base,
    webhookUrl: `${base}/hooks/shop`,
    close: async () => {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type AlertSink = Awaited<ReturnType<typeof startAlertSink>>;
