import { NO_ALERT_CHANNEL, type AlertTestReply } from '@shop/shared/alerts';
import type { Db } from '../../db/client.ts';
import { ownerAlerts } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { deliverAlert, LEASE_MS, type AlertDeps } from './alert-delivery.ts';
import { claimAlert } from './alert-queue.ts';
import { alertTargets } from './alert-settings.service.ts';

/**
 * POST /api/admin/alert-settings/test: a test alert through the real path — queued, claimed,
 * signed and sent as any alert — at once, answering what each channel said. It is tried once
 * (the owner sees the answer); nothing set, 409.
 */
export async function sendTestAlert(db: Db, deps: AlertDeps): Promise<AlertTestReply> {
  const targets = await alertTargets(db, deps.env);
  if (!targets.telegram && !targets.webhook) throw new AppError('CONFLICT', NO_ALERT_CHANNEL);
  // Due in the future: no worker claims it before this request does.
  const [row] = await db
    .insert(ownerAlerts)
    .values({ kind: 'test', nextAttemptAt: new Date(Date.now() + LEASE_MS) })
    .returning({ id: ownerAlerts.id });
  const alert = await claimAlert(db, row!.id, LEASE_MS);
  if (!alert) throw new Error('the test alert was not claimable');
  return { results: await deliverAlert(db, deps, alert) };
}
