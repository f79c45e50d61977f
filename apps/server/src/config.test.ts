import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('turns the demo seed off by default with an external database', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/shop' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/shop', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it.each([
    ['PORT', 'eighty', /^Invalid configuration: PORT must be a port number$/],
    ['PORT', '70000', /^Invalid configuration: PORT must be between 0 and 65535$/],
    ['DATABASE_URL', 'mysql://x', /^Invalid configuration: DATABASE_URL must be a postgres:\/\/ URL$/],
    ['PUBLIC_URL', 'shop.example.com', /^Invalid configuration: PUBLIC_URL must be an http\(s\) URL/],
    ['ADMIN_EMAIL', 'not-an-email', /^Invalid configuration: ADMIN_EMAIL must be an email address$/],
    ['SEED_DEMO', 'maybe', /^Invalid configuration: SEED_DEMO must be true or false$/],
    ['LOG_LEVEL', 'loud', /^Invalid configuration: LOG_LEVEL /],
  ])('refuses %s=%s with one line naming the variable', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('trusts no proxy unless TRUST_PROXY names them: a hop count or addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    for (const bad of ['true', '10.0.0.0/33', 'proxy.local', '10.0.0.1/8/2', '1.2.3']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/^Invalid configuration: TRUST_PROXY must be/);
    }
  });

  it('never echoes a secret it refuses', () => {
    try {
      loadConfig({ ADMIN_PASSWORD: 'short1' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toBe('Invalid configuration: ADMIN_PASSWORD must be at least 8 characters');
      expect((error as Error).message).not.toContain('short1');
    }
  });

  it('keeps images on local disk unless a bucket is named, and fills in the bucket addresses', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    const keys = { S3_ACCESS_KEY_ID: 'AKIDEXAMPLE', S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG' };
    expect(loadConfig({ S3_BUCKET: 'shop-images', S3_REGION: 'eu-central-1', ...keys }).s3).toEqual({
      endpoint: 'https://s3.eu-central-1.amazonaws.com',
      region: 'eu-central-1',
      bucket: 'shop-images',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG',
      publicUrl: 'https://s3.eu-central-1.amazonaws.com/shop-images',
    });
    const minio = loadConfig({
      S3_BUCKET: 'shop-images',
      S3_ENDPOINT: 'http://minio:9000/',
      S3_PUBLIC_URL: 'https://images.shop.example/',
      ...keys,
    }).s3;
    expect(minio).toMatchObject({
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      publicUrl: 'https://images.shop.example',
    });
  });

  it.each([
    [{ S3_BUCKET: 'shop-images' }, 'Invalid configuration: S3_ACCESS_KEY_ID is required when S3_BUCKET is set'],
    [
      { S3_BUCKET: 'shop-images', S3_ACCESS_KEY_ID: 'AKIDEXAMPLE' },
      'Invalid configuration: S3_SECRET_ACCESS_KEY is required when S3_BUCKET is set',
    ],
    [
      { S3_ENDPOINT: 'http://minio:9000' },
      'Invalid configuration: S3_BUCKET is required when other S3_ variables are set',
    ],
    [
      { S3_BUCKET: 'Shop_Images', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' },
      /^Invalid configuration: S3_BUCKET must be a bucket name/,
    ],
    [
      { S3_BUCKET: 'shop-images', S3_ENDPOINT: 'minio:9000' },
      /^Invalid configuration: S3_ENDPOINT must be an http\(s\) URL/,
    ],
  ])('refuses an incomplete or malformed bucket setting (%o) naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads the timeouts and abuse limits, with defaults, and names a bad one', () => {
    const defaults = loadConfig({});
    expect(defaults.timeouts).toEqual({ requestMs: 120_000, bodyMs: 30_000, keepAliveMs: 10_000 });
    // Room for a carrier NAT's shoppers per address; the real limits per phone and email (decision 036).
    expect(defaults.maxConnectionsPerAddress).toBe(1024);
    expect(defaults.signInFailuresPerAddress).toBe(300);
    expect(defaults.guestOrders).toEqual({ perAddress: 500, unitsPerAddress: 1500, perContact: 5, unitsHeld: 30 });
    expect(defaults.mailsPerRecipient).toBe(5);
    const set = loadConfig({ BODY_TIMEOUT_MS: '5000', GUEST_ORDERS_PER_ADDRESS: '3', MAILS_PER_RECIPIENT: '2' });
    expect([set.timeouts.bodyMs, set.guestOrders.perAddress, set.mailsPerRecipient]).toEqual([5000, 3, 2]);
    expect(() => loadConfig({ BODY_TIMEOUT_MS: '10' })).toThrow(
      'Invalid configuration: BODY_TIMEOUT_MS must be at least 1000 (one second)',
    );
    expect(() => loadConfig({ GUEST_ORDERS_PER_ADDRESS: 'lots' })).toThrow(
      /^Invalid configuration: GUEST_ORDERS_PER_ADDRESS must be a whole number/,
    );
  });

  it('reads the backup key and the restore limit, and refuses a short key without echoing it', () => {
    const defaults = loadConfig({});
    expect(defaults.backupKey).toBeUndefined();
    expect(defaults.restoreMaxBytes).toBe(20 * 1024 ** 3);
    const set = loadConfig({ BACKUP_KEY: `  ${'k'.repeat(40)}  `, RESTORE_MAX_GB: '2' });
    expect([set.backupKey, set.restoreMaxBytes]).toEqual(['k'.repeat(40), 2 * 1024 ** 3]);
    expect(() => loadConfig({ BACKUP_KEY: 'short-secret' })).toThrow(
      /^Invalid configuration: BACKUP_KEY must be at least 32 characters$/,
    );
    expect(() => loadConfig({ RESTORE_MAX_GB: '0' })).toThrow(/^Invalid configuration: RESTORE_MAX_GB must be a whole/);
  });
});
