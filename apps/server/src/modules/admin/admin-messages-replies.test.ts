import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import {
  REPLY_NOT_SENT,
  REPLY_PHONE_ONLY,
  REPLY_REQUIRED,
  type AdminMessage,
  type AdminMessageList,
} from '@shop/shared/admin';
import { contactReplies } from '../../db/schema/index.ts';
import { person, type Person } from '../../../test/support/people.ts';
import { request } from '../../../test/support/request.ts';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';

const sent = { name: 'Aung Aung', subject: 'Sizes', message: 'Do you have the hoodie in XXL?\nThanks' };

describe('answering messages in the shop', () => {
  let shop: TestShop;
  let boss: Person;
  beforeAll(async () => {
    shop = await createTestShop({ SHOP_EMAIL: 'owner@shop.test', MAIL_FROM: 'Shop <no-reply@shop.test>' });
    boss = await person(shop, { role: 'admin' });
    const settings = await request(shop, { method: 'GET', url: '/api/admin/shop-settings', token: boss.token });
    const saved = await request(shop, {
      method: 'PUT',
      url: '/api/admin/shop-settings',
      token: boss.token,
      payload: { ...settings.json<object>(), mailSenderName: 'Yangon Street' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(() => shop.close());

  const contact = async (payload: object, language = 'en') => {
    const res = await request(shop, {
      method: 'POST',
      url: '/api/contact',
      payload,
      headers: { 'accept-language': language },
    });
    expect(res.statusCode, res.body).toBe(201);
    const list = await request(shop, { method: 'GET', url: '/api/admin/messages', token: boss.token });
    return list.json<AdminMessageList>().messages[0]!;
  };
  const reply = (id: string, payload: object, on: TestShop = shop, token = boss.token) =>
    request(on, { method: 'POST', url: `/api/admin/messages/${id}/replies`, token, payload });

  it('mails the answer to the sender From the shop, keeps it in the thread with its time, and marks the message read', async () => {
    const message = await contact({ ...sent, email: 'aung@example.com' });
    expect(message).toMatchObject({ language: 'en', replies: [], readAt: null });
    const res = await reply(message._id, { body: 'Yes, XXL is back on Friday.' });
    expect(res.statusCode, res.body).toBe(201);
    const answered = res.json<AdminMessage>();
    expect(answered.replies).toEqual([
      { _id: expect.any(String), body: 'Yes, XXL is back on Friday.', createdAt: expect.any(String) },
    ]);
    expect(answered.readAt).not.toBeNull();

    const mail = await shop.mail.waitFor((m) => m.to.includes('aung@example.com') && m.subject === 'Re: Sizes');
    expect(mail.from).toEqual({ name: 'Yangon Street', address: 'no-reply@shop.test' });
    expect(mail.text).toContain('Hello Aung Aung,');
    expect(mail.text).toContain('Yes, XXL is back on Friday.');
    expect(mail.text).toContain('> Do you have the hoodie in XXL?');

    await reply(message._id, { body: 'It arrived today.' });
    const thread = (
      await request(shop, { method: 'GET', url: '/api/admin/messages', token: boss.token })
    ).json<AdminMessageList>().messages[0]!;
    expect(thread.replies.map((r) => r.body)).toEqual(['Yes, XXL is back on Friday.', 'It arrived today.']);
  });

  it('answers in Burmese a sender who wrote in Burmese', async () => {
    const message = await contact({ ...sent, subject: 'ဆိုက်', email: 'su@example.com' }, 'my');
    expect(message.language).toBe('my');
    expect((await reply(message._id, { body: 'ရှိပါတယ်' })).statusCode).toBe(201);
    const mail = await shop.mail.waitFor((m) => m.to.includes('su@example.com'));
    expect(mail.subject).toBe('Re: ဆိုက်');
    expect(mail.text).toContain('မင်္ဂလာပါ Aung Aung၊');
    expect(mail.text).toMatch(/[၀-၉]/);
  });

  it('refuses an empty reply, a phone-only message, an unknown id and a customer, storing nothing', async () => {
    const message = await contact({ ...sent, email: 'mya@example.com' });
    const empty = await reply(message._id, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: REPLY_REQUIRED, field: 'body' });
    expect((await reply(message._id, { body: 'x'.repeat(5001) })).statusCode).toBe(400);

    const phoneOnly = await contact({ ...sent, phone: '09 4500 12345' });
    const refused = await reply(phoneOnly._id, { body: 'Hello' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: REPLY_PHONE_ONLY });

    expect((await reply('00000000-0000-4000-8000-000000000000', { body: 'Hello' })).statusCode).toBe(404);
    expect((await reply('not-an-id', { body: 'Hello' })).statusCode).toBe(404);
    const customer = await person(shop);
    expect((await reply(message._id, { body: 'Hello' }, shop, customer.token)).statusCode).toBe(403);
    const replies = await shop.database.db.select({ n: count() }).from(contactReplies);
    expect(replies[0]!.n).toBe(3);
  });

  it('keeps nothing when the mail cannot be sent, and says so', async () => {
    const down = await createTestShop({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const owner = await person(down, { role: 'admin' });
      await request(down, { method: 'POST', url: '/api/contact', payload: { ...sent, email: 'aung@example.com' } });
      const [message] = (
        await request(down, { method: 'GET', url: '/api/admin/messages', token: owner.token })
      ).json<AdminMessageList>().messages;
      const res = await reply(message!._id, { body: 'Hello' }, down, owner.token);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ message: REPLY_NOT_SENT });
      expect((await down.database.db.select({ n: count() }).from(contactReplies))[0]!.n).toBe(0);
    } finally {
      await down.close();
    }
  });
});
