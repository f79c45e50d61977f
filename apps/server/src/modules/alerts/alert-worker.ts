import type { Db } from '../../db/client.ts';
import { safeError } from '../../lib/safe-error.ts';
import { deliverAlert, LEASE_MS, RETRY, retryDelayMs, type AlertDeps } from './alert-delivery.ts';
import { claimDueAlerts, finishAlert, forgetOldAlerts, skipAlerts, type ClaimedAlert } from './alert-queue.ts';
import { alertTargets } from './alert-settings.service.ts';
import { enqueueLowStockSummary, summaryDay } from './low-stock-summary.ts';

/** How often an instance looks for due alerts: an order's alert leaves within about this long. */
export const ALERT_POLL_MS = 2_000;
const BATCH = 10;
/**
 * Alerts claimed at a time while no channel is set: each is only marked skipped, all of them in
 * one statement (one alert at a time was three statements per order, decision 054).
 */
const SKIP_BATCH = 200;

export type WorkerOptions = { pollMs?: number; now?: () => Date };

/**
 * Sends the queued alerts from this instance: every `pollMs` it claims due alerts (a batch at a
 * time, until none are due) and sends each (with no channel set, marks them all skipped at once); once a day, from 09:00 Myanmar time, it writes the
 * low-stock summary if no instance has yet, and forgets finished alerts a month old. Never two
 * rounds at once here; other instances run their own, and the claim keeps them apart. The stop
 * function waits for the round under way.
 */
export function startAlertWorker(db: Db, deps: AlertDeps, options: WorkerOptions = {}): () => Promise<void> {
  const now = options.now ?? (() => new Date());
  let summarised: string | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  /** One alert; should its sending fail in our own code (the database away), it is tried again like any failure. */
  const send = (alert: ClaimedAlert) =>
    deliverAlert(db, deps, alert).catch(async (error: unknown) => {
      deps.log.warn({ err: safeError(error), alertId: alert.id }, 'an owner alert could not be sent');
      const retry = deps.retry ?? RETRY;
      const reason = { sentChannels: alert.sentChannels, error: 'the shop could not send it' };
      await finishAlert(
        db,
        alert,
        alert.attempts >= retry.maxAttempts
          ? { status: 'failed', ...reason }
          : { status: 'retry', ...reason, delayMs: retryDelayMs(alert.attempts, retry) },
      ).catch(() => {});
    });

  const round = async () => {
    const { day, due } = summaryDay(now());
    if (due && summarised !== day) {
      await enqueueLowStockSummary(db, day);
      await forgetOldAlerts(db);
      summarised = day;
    }
    let size = BATCH;
    for (let claimed = await claimDueAlerts(db, size, LEASE_MS); claimed.length && !stopped;) {
      // With no channel set, nothing is sent: the claimed alerts are skipped together.
      const targets = await alertTargets(db, deps.env);
      const sending = Boolean(targets.telegram || targets.webhook);
      if (sending) await Promise.all(claimed.map(send));
      else await skipAlerts(db, claimed);
      const full = claimed.length === size;
      size = sending ? BATCH : SKIP_BATCH;
      claimed = full ? await claimDueAlerts(db, size, LEASE_MS) : [];
    }
  };
  const tick = () => {
    running ??= round()
      .catch((error: unknown) => deps.log.warn({ err: safeError(error) }, 'sending owner alerts failed'))
      .finally(() => {
        running = undefined;
      });
  };
  tick();
  const timer = setInterval(tick, options.pollMs ?? ALERT_POLL_MS);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
