import type { FastifyBaseLogger } from 'fastify';
import type { AlertChannel, AlertChannelResult } from '@shop/shared/alerts';
import type { Db } from '../../db/client.ts';
import { sendTelegram, sendWebhook, CHANNEL_TIMEOUT_MS } from './alert-channels.ts';
import { alertFacts, alertText, webhookBody } from './alert-message.ts';
import { finishAlert, type ClaimedAlert } from './alert-queue.ts';
import { alertTargets, type AlertEnv } from './alert-settings.service.ts';

/**
 * Retries (docs/decisions/048): the n-th failed try waits 30 s · 2^(n−1), at most an hour; after
 * the 10th the alert is marked failed, about three hours after it was due (30 s, 1, 2, 4, 8, 16,
 * 32 min, then 1 h, 1 h).
 */
export const RETRY = { baseMs: 30_000, capMs: 60 * 60 * 1000, maxAttempts: 10 };
/** A claimed alert is the claimer's this long: longer than both channels' timeouts together. */
export const LEASE_MS = 2 * 60 * 1000;

export type AlertDeps = {
  env: AlertEnv;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  /** Tests make these short; the shop runs with the defaults. */
  timeoutMs?: number;
  retry?: typeof RETRY;
};

export function retryDelayMs(attempts: number, retry = RETRY): number {
  return Math.min(retry.baseMs * 2 ** Math.max(0, attempts - 1), retry.capMs);
}

/**
 * Sends one claimed alert to every channel set now that has not already taken it, then records
 * the outcome: sent, a retry after the backoff, or failed after the last try (the test alert is
 * tried once). No channel set, or the order gone: skipped. Answers each channel's result.
 */
export async function deliverAlert(db: Db, deps: AlertDeps, alert: ClaimedAlert): Promise<AlertChannelResult[]> {
  const retry = deps.retry ?? RETRY;
  const targets = await alertTargets(db, deps.env);
  const facts = await alertFacts(db, alert);
  const channels: AlertChannel[] = [
    ...(targets.telegram ? ['telegram' as const] : []),
    ...(targets.webhook ? ['webhook' as const] : []),
  ];
  if (!channels.length || !facts) {
    await finishAlert(db, alert, { status: 'skipped', sentChannels: alert.sentChannels });
    return [];
  }
  const timeoutMs = deps.timeoutMs ?? CHANNEL_TIMEOUT_MS;
  const results = await Promise.all(
    channels
      .filter((c) => !alert.sentChannels.includes(c))
      .map((channel) =>
        channel === 'telegram'
          ? sendTelegram(targets.telegram!, alertText(facts, targets.language, deps.publicUrl), timeoutMs)
          : sendWebhook(targets.webhook!, alert, webhookBody(facts, deps.publicUrl), timeoutMs),
      ),
  );
  const sentChannels = [...alert.sentChannels, ...results.filter((r) => r.ok).map((r) => r.channel)];
  const failed = results.filter((r) => !r.ok);
  if (!failed.length) {
    await finishAlert(db, alert, { status: 'sent', sentChannels });
    return results;
  }
  const error = failed.map((r) => `${r.channel}: ${r.error ?? `HTTP ${r.status}`}`).join('; ');
  const last = alert.kind === 'test' || alert.attempts >= retry.maxAttempts;
  deps.log.warn(
    {
      alertId: alert.id,
      kind: alert.kind,
      attempt: alert.attempts,
      failed: failed.map((r) => ({ channel: r.channel, status: r.status })),
    },
    last
      ? 'an owner alert could not be sent and is given up'
      : 'an owner alert could not be sent; it will be tried again',
  );
  await finishAlert(
    db,
    alert,
    last
      ? { status: 'failed', sentChannels, error }
      : { status: 'retry', sentChannels, error, delayMs: retryDelayMs(alert.attempts, retry) },
  );
  return results;
}
