import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { connect, type Database } from './client.ts';
import { createTestShop, type TestShop } from '../../test/support/shop.ts';

const message = { name: 'Su Su', email: 'su@example.com', subject: 'Hi', message: 'Hello' };

describe('rate limits kept in PostgreSQL', () => {
  let shop: TestShop;
  let second: App;
  let secondDb: Database;
  beforeAll(async () => {
    shop = await createTestShop();
    secondDb = connect(shop.databaseUrl, 2);
    second = await buildApp(shop.config, secondDb.db);
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await secondDb.close();
    await shop.close();
  });

  it('hold across two instances on one database', async () => {
    const post = (app: App) => app.inject({ method: 'POST', url: '/api/contact', payload: message });
    const statuses = [];
    for (const app of [shop.app, second, shop.app, second, shop.app, second])
      statuses.push((await post(app)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('count each client address on its own', async () => {
    // Another sender too: the contact form also counts each sender's email (decision 036).
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...message, email: 'mya@example.com' },
      remoteAddress: '10.1.2.3',
    });
    expect(res.statusCode).toBe(201);
  });
});
