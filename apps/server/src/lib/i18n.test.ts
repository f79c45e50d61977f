import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceOrderReply } from '@shop/shared/orders';
import { createTestShop, type TestShop } from '../../test/support/shop.ts';
import { person } from '../../test/support/people.ts';
import { newKey, request } from '../../test/support/request.ts';
import { addProducts } from '../../test/support/catalog.ts';
import { billing } from '../../test/support/orders.ts';

const MY = { 'accept-language': 'my' };

describe('the server in English and Burmese', () => {
  let shop: TestShop;
  let productId: string;
  beforeAll(async () => {
    shop = await createTestShop();
    [productId] = (await addProducts(shop.database.db, [
      { itemName: 'Golden Land Hoodie ရွှေပြည်', price: 25_000, variants: [{ color: 'Black', sizes: { M: 20 } }] },
    ])) as [string];
  });
  afterAll(() => shop.close());

  const login = (headers: Record<string, string> = {}) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers,
      payload: { email: 'nobody@example.com', password: 'wrong12345' },
    });

  it("answers a request without Accept-Language with the spec's exact English", async () => {
    const res = await login();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid email or password', code: 'UNAUTHORIZED' });
    const english = await login({ 'accept-language': 'en-US,en;q=0.9,my;q=0.5' });
    expect(english.json().message).toBe('Invalid email or password');
    const missing = await shop.app.inject({ method: 'POST', url: '/api/contact', payload: {} });
    expect(missing.json()).toEqual({ message: 'Name is required', code: 'VALIDATION', field: 'name' });
  });

  it('answers error messages in Burmese when the request asks for my, with Vary: Accept-Language', async () => {
    const res = await login({ 'accept-language': 'my-MM,my;q=0.9,en;q=0.8' });
    expect(res.json()).toEqual({ message: 'အီးမေးလ် သို့မဟုတ် စကားဝှက် မှားနေပါသည်', code: 'UNAUTHORIZED' });
    expect(res.headers.vary).toMatch(/Accept-Language/);
    const phone = await request(shop, {
      method: 'POST',
      url: '/api/auth/register',
      headers: MY,
      payload: { name: 'A', email: 'a@example.com', password: 'abc12345', phone: '0912' },
    });
    expect(phone.json()).toEqual({
      message: 'မှန်ကန်သော မြန်မာ မိုဘိုင်းဖုန်းနံပါတ် (၀၉…) ထည့်ပါ',
      code: 'VALIDATION',
      field: 'phone',
    });
    const long = await request(shop, { method: 'GET', url: `/api/products/search?q=${'a'.repeat(101)}`, headers: MY });
    expect(long.json().message).toBe('အက္ခရာ ၁၀၀ လုံးအောက်သာ ရေးပါ');
  });

  it('remembers the language of a sign-up and mails the verification in it', async () => {
    const res = await request(shop, {
      method: 'POST',
      url: '/api/auth/register',
      headers: MY,
      payload: { name: 'ဦးအောင်', email: 'u-aung@example.com', password: 'abc12345' },
    });
    expect(res.json().user.language).toBe('my');
    const mail = await shop.mail.waitFor((m) => m.to.includes('u-aung@example.com'));
    expect(mail.subject).toBe('သင့်အီးမေးလ်လိပ်စာကို အတည်ပြုပေးပါ');
    expect(mail.text).toContain('မင်္ဂလာပါ ဦးအောင်၊');
    const signIn = await request(shop, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'u-aung@example.com', password: 'abc12345' },
    });
    expect(signIn.json().user.language).toBe('my');
    await request(shop, { method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'u-aung@example.com' } });
    const reset = await shop.mail.waitFor((m) => m.to.includes('u-aung@example.com') && m.subject !== mail.subject);
    expect(reset.subject).toBe('စကားဝှက် ပြန်လည်သတ်မှတ်ရန်');
  });

  it('saves a customer’s language with PUT /api/auth/language; /api/auth/me shows it', async () => {
    const buyer = await person(shop);
    const put = (language: unknown, token?: string) =>
      request(shop, { method: 'PUT', url: '/api/auth/language', payload: { language }, ...(token ? { token } : {}) });
    const saved = await put('my', buyer.token);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: 'ဘာသာစကားကို သိမ်းဆည်းပြီးပါပြီ', language: 'my' });
    const me = await request(shop, { method: 'GET', url: '/api/auth/me', token: buyer.token });
    expect(me.json().language).toBe('my');
    expect((await put('en', buyer.token)).json()).toEqual({ message: 'Language saved', language: 'en' });
    const wrong = await put('fr', buyer.token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'VALIDATION', field: 'language' });
    expect((await put('my')).statusCode).toBe(401);
  });

  const placeGuestOrder = (headers: Record<string, string>, email: string) =>
    request(shop, {
      method: 'POST',
      url: '/api/auth/guest-orders',
      key: newKey(),
      headers,
      payload: {
        cartItems: [{ productId, color: 'Black', size: 'M', quantity: 1 }],
        billingDetails: { ...billing, email },
        paymentMethod: 'cod',
        isGuest: true,
      },
    });

  it('keeps the language a guest ordered in and writes every mail about the order in it', async () => {
    const placed = await placeGuestOrder(MY, 'guest-my@example.com');
    const { orderId, message } = placed.json<PlaceOrderReply>();
    expect(message).toBe('Order placed successfully! Pay at your house when delivered.');
    const [row] = (
      await shop.database.db.execute<{ language: string }>(sql`select language from orders where order_id = ${orderId}`)
    ).rows;
    expect(row?.language).toBe('my');
    const confirmation = await shop.mail.waitFor((m) => m.to.includes('guest-my@example.com'));
    expect(confirmation.subject).toBe(`မှာယူမှု အတည်ပြုပြီး- ${orderId}`);
    expect(confirmation.text).toContain('စုစုပေါင်း: ၂၈,၀၀၀ ကျပ်');
    expect(confirmation.text).toContain('၀၉ ၄၅၀၀၁ ၂၃၄၅');
    // The count in Myanmar digits, and the places of the shop's table by their Burmese names.
    expect(confirmation.text).toContain('၁ × Golden Land Hoodie ရွှေပြည် (အနက်ရောင်, M) — ၂၅,၀၀၀ ကျပ်');
    expect(confirmation.text).toContain('ကမာရွတ်၊ ရန်ကုန်၊ ရန်ကုန်တိုင်းဒေသကြီး');
    expect(confirmation.text).toMatch(/မှာယူသည့်နေ့: ၂၀[၂-၉][၀-၉] /);
    // Drawn in a Myanmar face first (with a Latin face first, stacked letters showed as boxes).
    expect(confirmation.html).toContain(`<div lang="my" style="font-family:'Noto Sans Myanmar',`);

    const boss = await person(shop, { role: 'admin' });
    await request(shop, {
      method: 'PUT',
      url: `/api/admin/orders/${orderId}/status`,
      payload: { status: 'processing' },
      token: boss.token,
    });
    const status = await shop.mail.waitFor((m) => m.subject === `မှာယူမှု ${orderId}- ပြင်ဆင်နေဆဲ`);
    expect(status.text).toContain('သင့်မှာယူမှုကို ပြင်ဆင်နေပါသည်။');
  });

  it('writes a customer’s status mails in their saved language, whatever the order was placed in', async () => {
    const buyer = await person(shop);
    const placed = await request(shop, {
      method: 'POST',
      url: '/api/auth/orders',
      key: newKey(),
      token: buyer.token,
      payload: {
        cartItems: [{ productId, color: 'Black', size: 'M', quantity: 1 }],
        billingDetails: { ...billing, email: buyer.email },
        paymentMethod: 'cod',
      },
    });
    const { orderId } = placed.json<PlaceOrderReply>();
    expect((await shop.mail.waitFor((m) => m.to.includes(buyer.email))).subject).toBe(`Order confirmed: ${orderId}`);
    await request(shop, { method: 'PUT', url: '/api/auth/language', payload: { language: 'my' }, token: buyer.token });
    const boss = await person(shop, { role: 'admin' });
    await request(shop, {
      method: 'PUT',
      url: `/api/admin/orders/${orderId}/status`,
      payload: { status: 'cancelled' },
      token: boss.token,
    });
    const status = await shop.mail.waitFor((m) => m.subject === `မှာယူမှု ${orderId}- ပယ်ဖျက်ပြီး`);
    expect(status.to).toEqual([buyer.email]);
  });

  it('writes an English guest order’s mail in English, as before', async () => {
    const { orderId } = (await placeGuestOrder({}, 'guest-en@example.com')).json<PlaceOrderReply>();
    const mail = await shop.mail.waitFor((m) => m.to.includes('guest-en@example.com'));
    expect(mail.subject).toBe(`Order confirmed: ${orderId}`);
    expect(mail.text).toContain('Total: 28,000 MMK');
    expect(mail.html).toContain('<div lang="en" style="font-family:Arial,');
  });

  it("writes the owner's new-order notice in the language of the account with SHOP_EMAIL (English without one)", async () => {
    const inbox = shop.config.shopEmail;
    const before = (await placeGuestOrder(MY, 'owner-en@example.com')).json<PlaceOrderReply>().orderId;
    const english = await shop.mail.waitFor((m) => m.to.includes(inbox) && m.text.includes(before));
    expect(english.subject).toBe(`New order ${before}: ${billing.township} · collect 28,000 MMK`);
    expect(english.text).toContain('Total: 28,000 MMK (Cash on delivery)');

    // The owner reads the shop in Burmese: the account with the inbox's address says so.
    await person(shop, { email: inbox.toUpperCase(), name: 'Owner', language: 'my' });
    const { orderId } = (await placeGuestOrder({}, 'owner-my@example.com')).json<PlaceOrderReply>();
    const notice = await shop.mail.waitFor((m) => m.to.includes(inbox) && m.text.includes(orderId));
    expect(notice.subject).toBe(`အော်ဒါအသစ် ${orderId}: ကမာရွတ် · ၂၈,၀၀၀ ကျပ် ကောက်ခံရန်`);
    expect(notice.text).toContain('အော်ဒါအသစ် ရောက်ရှိလာပါပြီ');
    expect(notice.text).toContain(`အော်ဒါနံပါတ်: ${orderId}`);
    expect(notice.text).toContain('၁ × Golden Land Hoodie ရွှေပြည် (အနက်ရောင်, M) — ၂၅,၀၀၀ ကျပ်');
    expect(notice.text).toContain('စုစုပေါင်း: ၂၈,၀၀၀ ကျပ် (ပစ္စည်းရောက်ငွေချေ)');
    expect(notice.text).toContain(`အက်ဒမင်စာမျက်နှာတွင် ဖွင့်ကြည့်ရန်: http://shop.test/admin/order/${orderId}`);
    expect(notice.html).toContain('lang="my"');
    // The customer's own confirmation stays in the language the order was placed in.
    expect((await shop.mail.waitFor((m) => m.to.includes('owner-my@example.com'))).subject).toBe(
      `Order confirmed: ${orderId}`,
    );
  });
});
