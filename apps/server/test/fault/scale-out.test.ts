import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../src/db/client.ts';
import { freePort } from '../../src/db/embedded.ts';
import { createTestDatabase } from '../support/shop.ts';
import { addProducts } from '../support/catalog.ts';
import { startS3Sink } from '../support/s3-sink.ts';
import { RELAXED_LIMITS, type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { ledger, placeGuestOrder, type Line } from './shop-process.ts';

/**
 * Two shop processes behind one load balancer, as the README deploys them: the same DATABASE_URL,
 * JWT_SECRET and S3 bucket (a real S3-compatible server), each its own DATA_DIR. They start at the
 * same moment on an empty database; then shoppers spread across both race for the last units, a
 * checkout retried on the other instance keeps its Idempotency-Key, a sign-in limit counts the
 * attempts made on either, and an image uploaded through one is in the bucket for the other.
 */
const journal = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../src/db/migrations/meta/_journal.json');

describe('two instances on one PostgreSQL', () => {
  const jwtSecret = randomBytes(32).toString('hex');
  const dirs: string[] = [];
  let s3: Awaited<ReturnType<typeof startS3Sink>>;
  let databaseUrl: string;
  let servers: ServerProcess[] = [];
  const url = (i: number, route: string) => `http://127.0.0.1:${servers[i % 2]!.port}${route}`;

  async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  }

  async function product(units: number): Promise<string> {
    const database = connect(databaseUrl, 1);
    try {
      const [id] = await addProducts(database.db, [
        { itemName: 'Last Units Tee', variants: [{ color: 'Black', sizes: { M: units } }] },
      ]);
      return id!;
    } finally {
      await database.close();
    }
  }

  beforeAll(async () => {
    databaseUrl = await createTestDatabase({ empty: true });
    s3 = await startS3Sink();
  });
  afterAll(async () => {
    for (const server of servers) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
    }
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    await s3.close();
  });

  it('both start at once on an empty database; migrations and the first admin happen once', async () => {
    const env = async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-scale-'));
      dirs.push(dir);
      const vars = {
        DATA_DIR: dir,
        DATABASE_URL: databaseUrl,
        JWT_SECRET: jwtSecret,
        ADMIN_PASSWORD: 'admin12345',
        ...RELAXED_LIMITS,
        ...s3.env,
      };
      return { vars, port: await freePort() };
    };
    const [a, b] = [await env(), await env()];
    servers = [startServerProcess(a.vars, a.port), startServerProcess(b.vars, b.port)];
    const up = await Promise.all(servers.map((s) => s.ready()));
    expect(up, servers.map((s) => s.output().slice(-1500)).join('\n---\n')).toEqual([true, true]);

    const { entries } = JSON.parse(fs.readFileSync(journal, 'utf8')) as { entries: unknown[] };
    const [applied] = await query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(applied!.n).toBe(entries.length);
    const [admins] = await query<{ n: number }>(`select count(*)::int as n from users where type = 'admin'`);
    expect(admins!.n).toBe(1);
  });

  it('a session from one instance works on the other, and a password change ends it on both', async () => {
    const email = `both-${randomUUID().slice(0, 8)}@example.com`;
    const post = (i: number, route: string, body: unknown, token?: string, method = 'POST') =>
      fetch(url(i, route), {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
    expect((await post(0, '/api/auth/register', { name: 'Su Su', email, password: 'secret123' })).status).toBe(201);
    const login = await post(0, '/api/auth/login', { email, password: 'secret123' });
    const { token } = (await login.json()) as { token: string };
    const me = (i: number, t: string) => fetch(url(i, '/api/auth/me'), { headers: { authorization: `Bearer ${t}` } });
    expect((await me(1, token)).status).toBe(200);
    const change = await post(
      1,
      '/api/auth/change-password',
      { currentPassword: 'secret123', newPassword: 'secret456' },
      token,
      'PUT',
    );
    expect(change.status).toBe(200);
    expect((await me(0, token)).status).toBe(401);
    const { token: fresh } = (await change.json()) as { token: string };
    expect((await me(0, fresh)).status).toBe(200);
  });

  it('30 shoppers on alternating instances for the last 3 units: exactly 3 orders, stock 0', async () => {
    const productId = await product(3);
    const line: Line = { productId, color: 'Black', size: 'M', quantity: 1 };
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, (_, i) => placeGuestOrder(servers[i % 2]!.port, `last-${randomUUID()}`, [line])),
    );
    const statuses = outcomes.map((o) => o.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(27);
    for (const o of outcomes.filter((x) => x.status === 409)) expect(o.body.message).toMatch(/out of stock/i);

    const { sizes } = await ledger(databaseUrl, productId);
    expect(sizes).toEqual([{ color: 'Black', size: 'M', stock: 0, sold: 3 }]);
  });

  it('one Idempotency-Key sent to both instances at once gives one order, the same in both answers', async () => {
    const productId = await product(10);
    const line: Line = { productId, color: 'Black', size: 'M', quantity: 2 };
    for (let round = 0; round < 5; round++) {
      const key = `both-${randomUUID()}`;
      const [a, b] = await Promise.all([
        placeGuestOrder(servers[0]!.port, key, [line]),
        placeGuestOrder(servers[1]!.port, key, [line]),
      ]);
      expect([a.status, b.status].sort(), JSON.stringify([a.body, b.body])).toEqual([200, 201]);
      expect(b.body.orderId).toBe(a.body.orderId);
      const rows = await query<{ order_id: string }>('select order_id from orders where idempotency_key = $1', [key]);
      expect(rows.map((r) => r.order_id)).toEqual([a.body.orderId]);
    }
    const { sizes } = await ledger(databaseUrl, productId);
    expect(sizes).toEqual([{ color: 'Black', size: 'M', stock: 0, sold: 10 }]);
  });

  it('the sign-in limit of an account counts attempts on both instances together', async () => {
    /** Wrong-password attempts (each from its own address) until the first 429; its 1-based number. */
    const attemptsUntilLimited = async (instances: number[], net: string) => {
      const email = `guess-${randomUUID().slice(0, 8)}@example.com`;
      for (let n = 1; n <= 40; n++) {
        const res = await fetch(url(instances[(n - 1) % instances.length]!, '/api/auth/login'), {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${net}.${n}.1` },
          body: JSON.stringify({ email, password: 'guess1234' }),
        });
        await res.text();
        if (res.status === 429) return { n, retryAfter: Number(res.headers.get('retry-after')), email };
        expect(res.status).toBe(401);
      }
      return { n: Infinity, retryAfter: 0, email };
    };
    const single = await attemptsUntilLimited([0], '91');
    const alternating = await attemptsUntilLimited([0, 1], '92');
    expect(single.n).toBeLessThan(40);
    expect(alternating.n).toBe(single.n);
    expect(alternating.retryAfter).toBeGreaterThan(0);
    // Both instances now refuse that account.
    for (const i of [0, 1]) {
      const res = await fetch(url(i, '/api/auth/login'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.93.${i}.1` },
        body: JSON.stringify({ email: alternating.email, password: 'guess1234' }),
      });
      expect(res.status).toBe(429);
    }
  });

  it('an image uploaded through one instance is in the bucket: the other puts it in a product', async () => {
    const signIn = async (i: number) => {
      const res = await fetch(url(i, '/api/auth/login'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@shop.local', password: 'admin12345' }),
      });
      return ((await res.json()) as { token: string }).token;
    };
    const png = await sharp({ create: { width: 80, height: 100, channels: 3, background: '#224466' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('images', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'front.png');
    const res = await fetch(url(0, '/api/auth/upload-images'), {
      method: 'POST',
      headers: { authorization: `Bearer ${await signIn(0)}` },
      body: form,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const [image] = ((await res.json()) as { imageUrls: string[] }).imageUrls;
    expect(image!.startsWith(`${s3.publicUrl}/products/`)).toBe(true);

    // Instance 1 never saw the upload: it finds the file in the bucket (an unknown file is refused).
    const created = await fetch(url(1, '/api/auth/products'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await signIn(1)}` },
      body: JSON.stringify({
        batchName: 'Both instances',
        genders: {
          unisex: [
            {
              itemName: 'Shared Picture Tee',
              mainCategory: 'T-shirt',
              subCategory: 'Tee',
              price: 25_000,
              variants: [{ name: 'Shared', color: 'Black', sizes: [{ size: 'M', stock: 1 }], images: [image] }],
            },
          ],
        },
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const [productId] = ((await created.json()) as { products: string[] }).products;
    const shown = await fetch(url(0, `/api/products/${productId}`));
    expect(((await shown.json()) as { images: string[] }).images).toEqual([image]);

    const served = await fetch(image!);
    expect(served.status).toBe(200);
    expect(
      Buffer.from(await served.arrayBuffer())
        .subarray(8, 12)
        .toString(),
    ).toBe('WEBP');
  });

  it('both stop cleanly', async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    expect(await Promise.all(servers.map((s) => s.exited))).toEqual([0, 0]);
  });
});
