import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAVORITES_LOGIN_REQUIRED } from '@shop/shared/favorites';
import { createTestShop, listeningShop, type TestShop } from '../../test/support/shop.ts';
import { person } from '../../test/support/people.ts';
import { BODY_LIMIT } from '../app.ts';

/** A Yangon address as a Zawgyi phone types it, repeated to any length. */
const ZAWGYI = 'အမွတ္ ၁၂၊ ဗိုလ္ခ်ဳပ္လမ္း၊ ဗဟန္းၿမိဳ႕နယ္၊ ရန္ကုန္ ';
const zawgyi = (length: number) => ZAWGYI.repeat(Math.ceil(length / ZAWGYI.length)).slice(0, length);

/**
 * Issue #28: one request with a few hundred thousand Zawgyi characters used to hold the whole
 * shop for up to a minute (the converter ran over every string before any schema or auth check).
 * Sent over real HTTP beside a shopper's requests: the shop keeps answering them meanwhile.
 */
describe('a huge Zawgyi body does not stop the shop', () => {
  let shop: TestShop;
  let base: string;
  beforeAll(async () => {
    shop = await createTestShop();
    base = await listeningShop(shop);
  });
  afterAll(() => shop.close());

  /**
   * Sends the hostile request while /api/health is asked again and again; answers the hostile
   * request's answer and the longest wait between two health answers while it was in flight.
   */
  async function beside(method: string, path: string, body: object, token?: string) {
    let inFlight = true;
    const hostile = fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    }).finally(() => (inFlight = false));
    let last = performance.now();
    let longestWait = 0;
    let healthAnswers = 0;
    while (inFlight) {
      const health = await fetch(`${base}/api/health`);
      expect(health.status).toBe(200);
      healthAnswers++;
      const now = performance.now();
      longestWait = Math.max(longestWait, now - last);
      last = now;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const res = await hostile;
    return { status: res.status, body: (await res.json()) as Record<string, unknown>, longestWait, healthAnswers };
  }

  it('answers 300,000 Zawgyi characters sent to sign-in and contact with 413, the shop answering meanwhile', async () => {
    const text = zawgyi(300_000);
    for (const [path, body] of [
      ['/api/auth/login', { identifier: text, password: 'secret123' }],
      ['/api/contact', { name: 'Aung', email: 'aung@example.com', subject: 'Hello', message: text }],
    ] as const) {
      const res = await beside('POST', path, body);
      expect(res.status, path).toBe(413);
      expect(res.body).toEqual({ message: 'That request is too large.', code: 'PAYLOAD_TOO_LARGE' });
      expect(res.longestWait, path).toBeLessThan(2_000);
    }
  });

  it('refuses a stranger with 401 before looking at their body, however large', async () => {
    const text = zawgyi(300_000);
    const profile = await beside('PUT', '/api/auth/profile', { name: text, displayName: 'Aung', phone: '09450099999' });
    expect(profile.status).toBe(401);
    expect(profile.body).toEqual({ message: 'Please log in to continue', code: 'UNAUTHORIZED' });
    const favorite = await beside('POST', '/api/favorites/toggle', { productId: text });
    expect(favorite.status).toBe(401);
    expect(favorite.body).toEqual({ message: FAVORITES_LOGIN_REQUIRED, code: 'UNAUTHORIZED' });
    expect(Math.max(profile.longestWait, favorite.longestWait)).toBeLessThan(2_000);
  });

  it('refuses a body no schema would take with 401 before 400: a stranger learns nothing from it', async () => {
    for (const [method, url] of [
      ['PUT', '/api/auth/profile'],
      ['POST', '/api/auth/save-address'],
      ['PUT', '/api/auth/change-password'],
      ['POST', '/api/favorites/toggle'],
    ] as const) {
      const res = await shop.app.inject({ method, url, payload: [zawgyi(BODY_LIMIT / 8)] });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("leaves the admin's text longer than any field unconverted: a quick 400, the shop answering meanwhile", async () => {
    const { token } = await person(shop, { role: 'admin' });
    const product = {
      itemName: 'Yangon Tee',
      mainCategory: 'T-shirt',
      price: 25_000,
      details: zawgyi(300_000),
      variants: [{ name: 'Black', color: 'Black', sizes: [{ size: 'M', stock: 1 }], images: ['/uploads/x.webp'] }],
    };
    const res = await beside('POST', '/api/auth/products', { batchName: 'Big', genders: { male: [product] } }, token);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', field: 'genders.male.0.details' });
    expect(res.longestWait).toBeLessThan(2_000);
  });

  it('reads a JSON body up to 64 KB (the schema answers) and refuses a larger one with 413', async () => {
    const contact = (bytes: number) => {
      const body = { name: 'Aung', email: 'aung@example.com', subject: 'Hello', message: '' };
      return { ...body, message: 'x'.repeat(bytes - JSON.stringify(body).length) };
    };
    const under = await shop.app.inject({ method: 'POST', url: '/api/contact', payload: contact(BODY_LIMIT) });
    expect(under.statusCode).toBe(400);
    expect(under.json()).toMatchObject({ field: 'message', message: 'Please keep this under 5000 characters' });
    const over = await shop.app.inject({ method: 'POST', url: '/api/contact', payload: contact(BODY_LIMIT + 1) });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ message: 'That request is too large.', code: 'PAYLOAD_TOO_LARGE' });
  });
});
