import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../test/support/shop.ts';
import { connect, type Database } from '../db/client.ts';
import { demoSeeders, seedDemo, type Seeder } from './index.ts';

describe('demo seed with two instances starting together', () => {
  let shop: TestShop;
  let second: Database;
  const original = [...demoSeeders];
  beforeAll(async () => {
    shop = await createTestShop();
    // The second instance: its own pool on the same database, as another process would have.
    second = connect(shop.databaseUrl, 3);
  });
  afterAll(async () => {
    demoSeeders.splice(0, demoSeeders.length, ...original);
    await second.close();
    await shop.close();
  });

  it('seeds the demo once although both look at the same moment', async () => {
    let runs = 0;
    const slow: Seeder = {
      name: 'slow',
      run: async () => {
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 300));
      },
    };
    demoSeeders.splice(0, demoSeeders.length, async () => slow);
    const config = { ...shop.config, seedDemo: true };
    await Promise.all([seedDemo(shop.database.db, config, shop.app.log), seedDemo(second.db, config, shop.app.log)]);
    expect(runs).toBe(1);
  });
});
