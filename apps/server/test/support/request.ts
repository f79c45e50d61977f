import { randomInt, randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { App } from '../../src/app.ts';

/** A different client address per call, so per-address limits bite only where a test names an address. */
export const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** A fresh Idempotency-Key, as the web app sends with each checkout. */
export const newKey = () => `key-${randomUUID()}`;

export type RequestOptions = InjectOptions & {
  /** A session token, sent as `Authorization: Bearer …`. */
  token?: string;
  /** Sent as `Idempotency-Key`. */
  key?: string;
};

/**
 * The one request helper: `app.inject` (an object `payload` goes as JSON) with the token and the
 * Idempotency-Key given, from a fresh client address unless `remoteAddress` says which. Any app
 * will do: a test shop, or a second app a test builds on the same database.
 */
export function request(target: { app: Pick<App, 'inject'> }, options: RequestOptions) {
  const { token, key, headers, ...rest } = options;
  return target.app.inject({
    remoteAddress: someAddress(),
    ...rest,
    headers: {
      ...headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
  });
}
