import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startAlertSink, type AlertSink } from '../../../test/support/alert-sink.ts';
import { person, type Person } from '../../../test/support/people.ts';
import { request } from '../../../test/support/request.ts';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';

describe('the owner’s alert settings and the test button', () => {
  let sink: AlertSink;
  let shop: TestShop;
  let owner: Person;

  beforeEach(async () => {
    sink = await startAlertSink();
    // Only the Bot API's address comes from the environment: the channels are set on the screen.
    shop = await createTestShop({ TELEGRAM_API_URL: sink.apiUrl });
    owner = await person(shop, { role: 'admin' });
  });
  afterEach(async () => {
    await shop.close();
    await sink.close();
  });

  const put = (payload: object, language = 'en') =>
    request(shop, {
      method: 'PUT',
      url: '/api/admin/alert-settings',
      token: owner.token,
      payload,
      headers: { 'accept-language': language },
    });
  const test = () => request(shop, { method: 'POST', url: '/api/admin/alert-settings/test', token: owner.token });
  const both = () => ({
    language: 'en',
    telegramBotToken: sink.token,
    telegramChatId: sink.chatId,
    webhookUrl: sink.webhookUrl,
    webhookSecret: sink.secret,
  });

  it('keeps the secrets: answers only whether they are set', async () => {
    const saved = await put(both());
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      language: 'en',
      telegramBotTokenSet: 'settings',
      telegramChatId: sink.chatId,
      webhookUrl: sink.webhookUrl,
      webhookSecretSet: 'settings',
      telegramReady: true,
      webhookReady: true,
    });
    const read = await request(shop, { method: 'GET', url: '/api/admin/alert-settings', token: owner.token });
    for (const answer of [saved.body, read.body]) {
      expect(answer).not.toContain(sink.token);
      expect(answer).not.toContain(sink.secret);
    }
    // Saving again without the secrets keeps them; null removes one.
    const again = await put({ language: 'my', telegramChatId: sink.chatId, webhookUrl: sink.webhookUrl });
    expect(again.json()).toMatchObject({ language: 'my', telegramReady: true, webhookReady: true });
    const removed = await put({ ...both(), telegramBotToken: null, webhookSecret: undefined });
    expect(removed.json()).toMatchObject({ telegramBotTokenSet: 'none', telegramReady: false, webhookReady: true });
  });

  it('refuses bad settings with the field and a sentence in the reader’s language, changing nothing', async () => {
    await put(both());
    const bad = await put({ ...both(), webhookUrl: 'ftp://hooks.example.com' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', field: 'webhookUrl' });
    const short = await put({ ...both(), webhookSecret: 'short' }, 'my');
    expect(short.statusCode).toBe(400);
    expect(short.json<{ message: string }>().message).toMatch(/[\u1000-\u109f]/);
    const token = await put({ ...both(), telegramBotToken: 'not a token' });
    expect(token.json()).toMatchObject({ field: 'telegramBotToken' });
    const { rows } = await shop.database.db.execute<{ webhook_url: string }>(
      sql`select webhook_url from owner_alert_settings`,
    );
    expect(rows[0]!.webhook_url).toBe(sink.webhookUrl);
    const customer = await person(shop);
    const denied = await request(shop, {
      method: 'POST',
      url: '/api/admin/alert-settings/test',
      token: customer.token,
    });
    expect(denied.statusCode).toBe(403);
  });

  it('sends a test alert through the real path and says what each channel answered', async () => {
    const none = await test();
    expect(none.statusCode).toBe(409);

    await put(both());
    const ok = await test();
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      results: [
        { channel: 'telegram', ok: true, status: 200, error: null },
        { channel: 'webhook', ok: true, status: 204, error: null },
      ],
    });
    expect(sink.telegram).toHaveLength(1);
    expect(sink.telegram[0]!.text).toContain('Test alert');
    expect(sink.webhook[0]!.event).toBe('test');
    expect(sink.refused).toEqual([]);

    // A wrong secret: the receiver refuses the signature, and the owner hears so.
    await put({ ...both(), webhookSecret: 'another-secret-of-the-owner' });
    const refused = await test();
    expect(refused.json()).toEqual({
      results: [
        { channel: 'telegram', ok: true, status: 200, error: null },
        { channel: 'webhook', ok: false, status: 401, error: 'HTTP 401' },
      ],
    });
    expect(sink.refused).toEqual(['webhook signature invalid']);

    sink.setMode('fail');
    const down = await test();
    expect(down.json<{ results: { ok: boolean; status: number }[] }>().results.map((r) => [r.ok, r.status])).toEqual([
      [false, 502],
      [false, 502],
    ]);
    // Tried once: a test alert is not retried later.
    const { rows } = await shop.database.db.execute<{ status: string }>(
      sql`select status from owner_alerts where kind = 'test' order by id`,
    );
    expect(rows.map((r) => r.status)).toEqual(['sent', 'failed', 'failed']);
  });
});
