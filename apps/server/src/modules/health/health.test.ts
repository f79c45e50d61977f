import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { connect } from '../../db/client.ts';
import { freePort } from '../../db/embedded.ts';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';

describe('GET /api/health', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop();
  });
  afterAll(() => shop.close());

  it('answers ok when the database answers', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('answers 503 with db down when the database is unreachable', async () => {
    const port = await freePort();
    const database = connect(`postgres://nobody:x@127.0.0.1:${port}/nothing`, 1);
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: shop.config.dataDir });
    const app = await buildApp(config, database.db);
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'degraded', db: 'down' });
    await app.close();
    await database.close();
  });
});
