import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../test/support/shop.ts';

describe('errors', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop();
  });
  afterAll(() => shop.close());

  it('answers unknown API routes with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/contact/x'],
      ['DELETE', '/api'],
    ] as const) {
      const res = await shop.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    }
  });

  it('refuses a body that is too large with 413 and no internals', async () => {
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'a', email: 'a@b.co', subject: 's', message: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'That request is too large.', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('publishes the OpenAPI document generated from the route schemas', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/contact']));
  });
});
