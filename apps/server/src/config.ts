import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './lib/s3-storage.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
    error: 'must be true or false',
  })
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const optionalUrl = (protocols: RegExp, hint: string) =>
  z
    .string()
    .refine((value) => protocols.test(value) && URL.canParse(value), { error: hint })
    .optional();

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY's list. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Whose X-Forwarded-For to believe: nobody (unset: the socket's address is the client's), the
 * nearest N proxies (a number), or the proxies at these addresses (a comma-separated list).
 */
const TrustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): number | string[] => {
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    if (entries.length && entries.every(isAddressOrRange)) return entries;
    ctx.addIssue({
      code: 'custom',
      message:
        'must be a number of proxies or a comma-separated list of addresses or CIDR ranges (e.g. 127.0.0.1,10.0.0.0/8)',
    });
    return z.NEVER;
  });

const milliseconds = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(1000, 'must be at least 1000 (one second)')
    .max(3_600_000, 'must be at most 3600000 (one hour)')
    .default(fallback);

const count = (fallback: number, hint: string) =>
  z.coerce.number({ error: hint }).int(hint).min(1, hint).default(fallback);

const EnvSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: optionalUrl(/^https?:\/\//, 'must be an http(s) URL such as https://shop.example.com'),
  API_PUBLIC_URL: optionalUrl(/^https?:\/\//, 'must be an http(s) URL such as https://api.shop.example.com'),
  TRUST_PROXY: TrustProxySchema.optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email('must be an email address').default('admin@shop.local'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SMTP_URL: optionalUrl(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL'),
  MAIL_FROM: z.string().min(3).default('Shop <no-reply@shop.local>'),
  SHOP_EMAIL: z.email('must be an email address').default('hello@shop.local'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: optionalUrl(/^https?:\/\//, 'must be an http(s) URL').default(
    'https://www.googleapis.com/oauth2/v3/certs',
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: bool.optional(),
  WEB_DIST: z.string().optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3-63 lower-case letters, digits, dots, dashes)',
    )
    .optional(),
  S3_ENDPOINT: optionalUrl(/^https?:\/\//, 'must be an http(s) URL such as https://s3.eu-central-1.amazonaws.com'),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'must be a region name such as eu-central-1')
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: optionalUrl(/^https?:\/\//, 'must be an http(s) URL such as https://images.your.shop'),
  REQUEST_TIMEOUT_MS: milliseconds(120_000),
  BODY_TIMEOUT_MS: milliseconds(30_000),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(10_000),
  MAX_CONNECTIONS_PER_ADDRESS: count(1024, 'must be a whole number of connections, at least 1'),
  SIGN_IN_FAILURES_PER_ADDRESS: count(300, 'must be a whole number of failed sign-ins per 15 minutes, at least 1'),
  GUEST_ORDERS_PER_ADDRESS: count(500, 'must be a whole number of orders per hour, at least 1'),
  GUEST_UNITS_PER_ADDRESS: count(1500, 'must be a whole number of units per hour, at least 1'),
  GUEST_ORDERS_PER_CONTACT: count(5, 'must be a whole number of orders per hour, at least 1'),
  GUEST_UNITS_HELD: count(30, 'must be a whole number of units, at least 1'),
  MAILS_PER_RECIPIENT: count(5, 'must be a whole number of mails per hour, at least 1'),
  TELEGRAM_BOT_TOKEN: z.string().trim().min(1).optional(),
  TELEGRAM_CHAT_ID: z.string().trim().min(1).optional(),
  TELEGRAM_API_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, 'must be an http(s) URL such as https://api.telegram.org')
    .default('https://api.telegram.org'),
  ALERT_WEBHOOK_URL: optionalUrl(/^https?:\/\//, 'must be an http(s) URL such as https://hooks.example.com/shop'),
  ALERT_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  BACKUP_KEY: z.string().trim().min(32, 'must be at least 32 characters').optional(),
  RESTORE_MAX_GB: count(20, 'must be a whole number of gigabytes, at least 1'),
});

/** With S3_BUCKET set, images go to that bucket: its keys must be given too. */
const EnvWithStorageSchema = EnvSchema.superRefine((env, ctx) => {
  if (!env.S3_BUCKET) {
    const given = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const).some(
      (n) => env[n],
    );
    if (given)
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when other S3_ variables are set' });
    return;
  }
  for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when S3_BUCKET is set' });
  }
});

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  /**
   * Where browsers reach this server's API and images when a front end on another origin
   * (PUBLIC_URL) uses it; undefined: on PUBLIC_URL's origin, images addressed relatively.
   */
  apiPublicUrl: string | undefined;
  /** Fastify's trustProxy: false (the socket's address), a hop count, or the proxies' addresses. */
  trustProxy: false | number | string[];
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  adminEmail: string;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  shopEmail: string;
  googleClientId: string | undefined;
  googleJwksUrl: string;
  logLevel: string;
  seedDemo: boolean;
  webDist: string;
  /** Images in an S3-compatible bucket; undefined: on local disk under DATA_DIR/uploads. */
  s3: S3Settings | undefined;
  /** Slow or stalled clients: the whole request, a silent socket (e.g. a body that stops), an idle keep-alive. */
  timeouts: { requestMs: number; bodyMs: number; keepAliveMs: number };
  /** Open connections one client address may hold at once (not applied behind TRUST_PROXY). */
  maxConnectionsPerAddress: number;
  /** Failed sign-ins from one client address (any accounts) in 15 minutes before it must wait. */
  signInFailuresPerAddress: number;
  /**
   * Guest checkout limits (docs/decisions/036): orders and units an hour per client address
   * (generous: a carrier NAT puts many phones behind one), orders an hour per phone and per
   * email, and the units the open unpaid guest orders of one phone or email may hold.
   */
  guestOrders: { perAddress: number; unitsPerAddress: number; perContact: number; unitsHeld: number };
  /** Mails the shop sends one recipient about guest orders in an hour; more are not sent. */
  mailsPerRecipient: number;
  /**
   * Signs backups and checks them before a restore (HMAC-SHA256 of the manifest); undefined: the
   * one generated into DATA_DIR/backup-key (backup/backup-key.ts).
   */
  backupKey: string | undefined;
  /** The most a backup may unpack to; a larger one is refused before anything is written. */
  restoreMaxBytes: number;
  /**
   * Alerts on the owner's phone (docs/decisions/048): the channels set by the environment, used
   * when the owner's settings leave them empty; the Bot API's base URL (tests point it at their own).
   */
  alerts: {
    telegramBotToken: string | undefined;
    telegramChatId: string | undefined;
    telegramApiUrl: string;
    webhookUrl: string | undefined;
    webhookSecret: string | undefined;
  };
};

export class ConfigError extends Error {}

function s3Settings(e: z.infer<typeof EnvSchema>): S3Settings | undefined {
  if (!e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) return undefined;
  const endpoint = (e.S3_ENDPOINT ?? `https://s3.${e.S3_REGION}.amazonaws.com`).replace(/\/+$/, '');
  return {
    endpoint,
    region: e.S3_REGION,
    bucket: e.S3_BUCKET,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    publicUrl: (e.S3_PUBLIC_URL ?? `${endpoint}/${e.S3_BUCKET}`).replace(/\/+$/, ''),
  };
}

/** The only reader of process.env. An invalid value throws one line naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const defined = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvWithStorageSchema.safeParse(defined);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    // The value itself is never echoed: it may be a secret.
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    apiPublicUrl: e.API_PUBLIC_URL?.replace(/\/+$/, ''),
    trustProxy: e.TRUST_PROXY === undefined || e.TRUST_PROXY === 0 ? false : e.TRUST_PROXY,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    shopEmail: e.SHOP_EMAIL,
    googleClientId: e.GOOGLE_CLIENT_ID,
    googleJwksUrl: e.GOOGLE_JWKS_URL,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    s3: s3Settings(e),
    timeouts: { requestMs: e.REQUEST_TIMEOUT_MS, bodyMs: e.BODY_TIMEOUT_MS, keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS },
    maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS,
    signInFailuresPerAddress: e.SIGN_IN_FAILURES_PER_ADDRESS,
    guestOrders: {
      perAddress: e.GUEST_ORDERS_PER_ADDRESS,
      unitsPerAddress: e.GUEST_UNITS_PER_ADDRESS,
      perContact: e.GUEST_ORDERS_PER_CONTACT,
      unitsHeld: e.GUEST_UNITS_HELD,
    },
    mailsPerRecipient: e.MAILS_PER_RECIPIENT,
    backupKey: e.BACKUP_KEY,
    restoreMaxBytes: e.RESTORE_MAX_GB * 1024 ** 3,
    alerts: {
      telegramBotToken: e.TELEGRAM_BOT_TOKEN,
      telegramChatId: e.TELEGRAM_CHAT_ID,
      telegramApiUrl: e.TELEGRAM_API_URL.replace(/\/+$/, ''),
      webhookUrl: e.ALERT_WEBHOOK_URL,
      webhookSecret: e.ALERT_WEBHOOK_SECRET,
    },
  };
}
