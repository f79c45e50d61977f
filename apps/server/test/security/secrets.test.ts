import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody, seedStock, shopProcessEnv } from '../fault/shop-process.ts';
import { startSmtpSink } from '../support/smtp-sink.ts';
import { startS3Sink } from '../support/s3-sink.ts';
import type { ServerProcess } from '../support/server-process.ts';
import { INTERNALS, recordingClient, secretsIn } from './recorder.ts';

/**
 * The real server process at LOG_LEVEL=trace, mailing a real SMTP sink, taken through a
 * customer's and an admin's whole day: sign-up and verification, failed and good sign-ins, a
 * forgotten password reset with the mailed link, a password change, orders, admin work (with an
 * image upload to its S3-compatible bucket). Neither its log nor any answer may ever show a
 * password, a password hash, a mailed token (or the hash kept of it), the JWT secret, the
 * database password or the bucket's secret key; no answer shows a stack or SQL.
 */
const pw = () => `Pw${randomBytes(9).toString('hex')}`;

describe('secrets in logs and answers', () => {
  let shop: Awaited<ReturnType<typeof shopProcessEnv>>;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let s3: Awaited<ReturnType<typeof startS3Sink>>;
  let server: ServerProcess;
  let db: pg.Client;
  /** name → value of everything that must never show. */
  const secrets = new Map<string, string>();
  /** Session tokens: answered to their owner, never logged. */
  const sessions = new Map<string, string>();

  beforeAll(async () => {
    sink = await startSmtpSink();
    s3 = await startS3Sink();
    shop = await shopProcessEnv();
    server = shop.start({ LOG_LEVEL: 'trace', SMTP_URL: sink.url, ...s3.env });
    expect(await server.ready(), server.output().slice(-2000)).toBe(true);
    db = new pg.Client({ connectionString: shop.databaseUrl() });
    await db.connect();
  });
  afterAll(async () => {
    if (server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await db.end().catch(() => {});
    await sink.close();
    await s3.close();
    shop.remove();
  });

  /** Every password hash in the users table now (each change makes a new one). */
  async function keepHashes() {
    const { rows } = await db.query<{ email: string; password_hash: string }>(
      'select email, password_hash from users where password_hash is not null',
    );
    for (const row of rows) {
      secrets.set(`hash of ${row.email} (${row.password_hash.slice(-6)})`, row.password_hash);
      secrets.set(`hash key of ${row.email} (${row.password_hash.slice(-6)})`, row.password_hash.split('$').pop()!);
    }
  }

  async function keepTokenHash(userId: string, purpose: 'reset' | 'verify', raw: string) {
    const { rows } = await db.query<{ token_hash: string }>(
      'select token_hash from account_tokens where user_id = $1 and purpose = $2',
      [userId, purpose],
    );
    expect(rows[0]?.token_hash, `the ${purpose} token is kept hashed`).toBe(
      createHash('sha256').update(raw).digest('hex'),
    );
    secrets.set(`${purpose} token`, raw);
    secrets.set(`${purpose} token hash`, rows[0]!.token_hash);
  }

  it('shows no secret in any log line or answer through a whole day of the shop', async () => {
    const api = recordingClient(`http://127.0.0.1:${shop.port}`);
    secrets.set('JWT secret', fs.readFileSync(path.join(shop.dataDir, 'jwt-secret'), 'utf8').trim());
    secrets.set('ADMIN_PASSWORD', shop.env.ADMIN_PASSWORD!);
    secrets.set('S3 secret access key', s3.credentials.secretAccessKey);
    if (shop.embedded) {
      const state = JSON.parse(fs.readFileSync(path.join(shop.dataDir, 'postgres.json'), 'utf8')) as {
        password: string;
      };
      secrets.set('embedded PostgreSQL password', state.password);
    }
    const productId = await seedStock(shop.databaseUrl(), 20);
    const email = `thiri-${randomUUID().slice(0, 8)}@example.com`;
    const [first, second, third, adminNext] = [pw(), pw(), pw(), pw()];
    const [wrong1, wrong2, rejected] = [pw(), pw(), `Bad-Pass!${randomBytes(6).toString('hex')}`];
    for (const [name, value] of Object.entries({ first, second, third, adminNext, wrong1, wrong2, rejected }))
      secrets.set(`password ${name}`, value);
    await keepHashes();

    // Sign-up: a rejected password first, then the real one; the mailed verification link.
    expect((await api.post('/api/auth/register', { name: 'Thiri', email, password: rejected })).status).toBe(400);
    const signUp = await api.post('/api/auth/register', {
      name: 'Thiri',
      email,
      password: first,
      phone: '09781234567',
    });
    expect(signUp.status, signUp.text).toBe(201);
    const userId = signUp.json<{ user: { _id: string } }>().user._id;
    const verifyMail = await sink.waitFor((m) => m.to.includes(email) && /verify/i.test(m.subject));
    const verifyLink = new URL(verifyMail.text.match(/https?:\/\/\S+verify-email\S+/)![0]);
    await keepTokenHash(userId, 'verify', verifyLink.searchParams.get('token')!);
    await keepHashes();
    expect((await api.get(verifyLink.pathname + verifyLink.search)).status).toBe(303);

    // Failed sign-ins: wrong passwords, an unknown account, the password typed as the identifier.
    for (const attempt of [
      { email, password: wrong1 },
      { email: '09781234567', password: wrong2 },
      { email: `nobody-${randomUUID()}@example.com`, password: first },
      { email: first, password: first },
    ])
      expect((await api.post('/api/auth/login', attempt)).status).toBe(401);
    expect(
      (await api.call('POST', '/api/auth/login', { raw: `{"email":"${email}","password":"${first}` })).status,
    ).toBe(400);
    const signedIn = await api.post('/api/auth/login', { email, password: first });
    expect(signedIn.status).toBe(200);
    sessions.set('first session', signedIn.json<{ token: string }>().token);

    // Forgotten password: the mailed link is opened, then used (twice: the second is refused).
    expect((await api.post('/api/auth/forgot-password', { email })).status).toBe(200);
    const resetMail = await sink.waitFor((m) => m.to.includes(email) && /reset/i.test(m.subject));
    const resetLink = new URL(resetMail.text.match(/https?:\/\/\S+\/reset-password\/\S+/)![0]);
    const resetToken = resetLink.pathname.split('/').pop()!;
    await keepTokenHash(userId, 'reset', resetToken);
    expect([200, 503]).toContain((await api.get(resetLink.pathname)).status);
    const reset = { userId, resetToken, newPassword: second };
    expect((await api.post('/api/auth/reset-password', reset)).status).toBe(200);
    expect((await api.post('/api/auth/reset-password', { ...reset, newPassword: third })).status).toBe(400);
    await keepHashes();
    expect((await api.get('/api/auth/me', sessions.get('first session'))).status).toBe(401);
    expect((await api.post('/api/auth/login', { email, password: first })).status).toBe(401);
    const afterReset = await api.post('/api/auth/login', { email, password: second });
    expect(afterReset.status).toBe(200);
    sessions.set('session after reset', afterReset.json<{ token: string }>().token);

    // Password change: a wrong current password, then the real change.
    const token2 = sessions.get('session after reset')!;
    const badChange = await api.put(
      '/api/auth/change-password',
      { currentPassword: wrong1, newPassword: third },
      token2,
    );
    expect(badChange.status).toBeGreaterThanOrEqual(400);
    const changed = await api.put('/api/auth/change-password', { currentPassword: second, newPassword: third }, token2);
    expect(changed.status).toBe(200);
    await keepHashes();
    const token3 = changed.json<{ token: string }>().token;
    sessions.set('session after change', token3);

    // Orders: the customer's, a guest's, a bad id.
    const line = { productId, color: 'Black', size: 'M', quantity: 1 };
    const placed = await api.post('/api/auth/orders', orderBody([line]), token3, { 'idempotency-key': randomUUID() });
    expect(placed.status, placed.text).toBe(201);
    const orderId = placed.json<{ orderId: string }>().orderId;
    const guest = await api.post('/api/auth/guest-orders', orderBody([line]), undefined, {
      'idempotency-key': randomUUID(),
    });
    expect(guest.status).toBe(201);
    expect((await api.get('/api/auth/orders', token3)).status).toBe(200);
    expect((await api.get('/api/auth/orders/not-an-order', token3)).status).toBe(404);
    expect((await api.get('/api/admin/orders', token3)).status).toBe(403);
    expect(
      (await api.post('/api/contact', { name: 'Thiri', email, subject: 'Sizes', message: 'Is M big?' })).status,
    ).toBe(201);

    // The admin's day, ending with a password change.
    const admin = await api.post('/api/auth/login', { email: 'admin@shop.local', password: shop.env.ADMIN_PASSWORD });
    expect(admin.status).toBe(200);
    const adminToken = admin.json<{ token: string }>().token;
    sessions.set('admin session', adminToken);
    for (const url of ['/api/admin/orders', `/api/admin/orders/${orderId}`, '/api/admin/customers'])
      expect((await api.get(url, adminToken)).status, url).toBe(200);
    expect((await api.get(`/api/admin/customers/${userId}`, adminToken)).status).toBe(200);
    expect((await api.get('/api/admin/messages', adminToken)).status).toBe(200);
    const form = new FormData();
    const png = await sharp({ create: { width: 80, height: 100, channels: 3, background: '#335577' } })
      .png()
      .toBuffer();
    form.append('images', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'front.png');
    const uploaded = await api.call('POST', '/api/auth/upload-images', { form, token: adminToken });
    expect(uploaded.status, uploaded.text).toBe(201);
    expect(uploaded.json<{ imageUrls: string[] }>().imageUrls[0]!.startsWith(s3.publicUrl)).toBe(true);
    expect((await api.put(`/api/admin/orders/${orderId}/status`, { status: 'processing' }, adminToken)).status).toBe(
      200,
    );
    expect((await api.put(`/api/admin/orders/${orderId}/status`, { status: 'pending' }, adminToken)).status).toBe(409);
    const adminChange = await api.put(
      '/api/auth/change-password',
      { currentPassword: shop.env.ADMIN_PASSWORD, newPassword: adminNext },
      adminToken,
    );
    expect(adminChange.status).toBe(200);
    sessions.set('admin session after change', adminChange.json<{ token: string }>().token);
    await keepHashes();
    await db.end();

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const log = server.output();

    // The log is the real thing: every request of the flow is in it, at trace level.
    expect(log.match(/"msg":"incoming request"/g)?.length ?? 0).toBeGreaterThanOrEqual(api.bodies.length);
    // The secrets are real values the flow used (the reset token came in the mail, for one).
    expect(secretsIn(resetMail.text, secrets)).toEqual(['reset token']);
    expect(secrets.size).toBeGreaterThanOrEqual(16);

    expect(secretsIn(log, secrets), 'secrets in the server log').toEqual([]);
    expect(secretsIn(log, sessions), 'session tokens in the server log').toEqual([]);
    expect(secretsIn(api.everything(), secrets), 'secrets in answers').toEqual([]);
    for (const answer of api.bodies) {
      const internals = INTERNALS.filter((pattern) => pattern.test(answer.text));
      expect(internals, `${answer.request} → ${answer.status}: ${answer.text.slice(0, 300)}`).toEqual([]);
      if (answer.status >= 400 && answer.type.includes('json'))
        expect(Object.keys(JSON.parse(answer.text) as object), answer.request).toEqual(
          expect.arrayContaining(['code', 'message']),
        );
    }
  }, 60_000);
});
