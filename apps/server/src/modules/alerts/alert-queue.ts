import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { ownerAlerts, type AlertKind } from '../../db/schema/index.ts';

const p = (name: string) => sql.placeholder(name);

/**
 * The alert the order statement writes beside the order (a CTE of `orders_place`, reading its
 * `placed`), only while a channel is set: each part of a channel from the settings' row, else
 * from the environment (its values `envTelegramToken`, `envTelegramChat`, `envWebhookUrl`,
 * `envWebhookSecret`: whether the environment sets each part, never the secrets), as
 * `alertTargets` reads them. With none set the worker would only mark it skipped: its row, three
 * index entries, the claim's and the skip's new row versions, about a dozen WAL records an order
 * for nothing (decision 054, addendum).
 */
export const newOrderAlertSql = sql`insert into owner_alerts (kind, order_id) select 'order.created', order_id from placed
    where exists (select from owner_alert_settings s where s.id = 1 and (
      ((s.telegram_bot_token <> '' or ${p('envTelegramToken')}::boolean) and (s.telegram_chat_id <> '' or ${p('envTelegramChat')}::boolean))
      or ((s.webhook_url <> '' or ${p('envWebhookUrl')}::boolean) and (s.webhook_secret <> '' or ${p('envWebhookSecret')}::boolean))))`;

/** Alerts about orders, written in the caller's transaction: committed with what they tell, or not at all. */
export async function enqueueAlerts(tx: Tx | Db, kind: AlertKind, orderIds: readonly string[]): Promise<void> {
  if (!orderIds.length) return;
  await tx.insert(ownerAlerts).values(orderIds.map((orderId) => ({ kind, orderId })));
}

export type ClaimedAlert = {
  id: number;
  kind: AlertKind;
  orderId: string | null;
  payload: unknown;
  attempts: number;
  sentChannels: string[];
  createdAt: Date;
};

type ClaimedRow = {
  id: string | number;
  kind: AlertKind;
  order_id: string | null;
  payload: unknown;
  attempts: number;
  sent_channels: string[];
  created_at: Date | string;
};

const toClaimed = (r: ClaimedRow): ClaimedAlert => ({
  id: Number(r.id),
  kind: r.kind,
  orderId: r.order_id,
  payload: r.payload,
  attempts: r.attempts,
  sentChannels: r.sent_channels,
  createdAt: new Date(r.created_at),
});

/**
 * Claims up to `limit` due alerts in one statement: the rows are picked with `for update skip
 * locked` (another instance's claim running at the same moment skips them) and leased, their next
 * attempt moved `leaseMs` ahead, so no other worker takes them while they are sent. A worker that
 * dies mid-send leaves its rows to be claimed again when the lease ends.
 */
export async function claimDueAlerts(db: Db, limit: number, leaseMs: number): Promise<ClaimedAlert[]> {
  const { rows } = await db.execute<ClaimedRow>(sql`
    update owner_alerts a set attempts = a.attempts + 1,
      next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
    where a.id in (
      select id from owner_alerts where status = 'pending' and next_attempt_at <= now()
      order by next_attempt_at, id limit ${limit} for update skip locked)
    returning a.id, a.kind, a.order_id, a.payload, a.attempts, a.sent_channels, a.created_at`);
  return rows.map(toClaimed);
}

/** One alert claimed by its id now (the test button sends its own alert at once). */
export async function claimAlert(db: Db, id: number, leaseMs: number): Promise<ClaimedAlert | undefined> {
  const { rows } = await db.execute<ClaimedRow>(sql`
    update owner_alerts set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
    where id = ${id} and status = 'pending'
    returning id, kind, order_id, payload, attempts, sent_channels, created_at`);
  return rows[0] && toClaimed(rows[0]);
}

export type AlertOutcome =
  | { status: 'sent' | 'skipped'; sentChannels: string[] }
  | { status: 'failed'; sentChannels: string[]; error: string }
  | { status: 'retry'; sentChannels: string[]; error: string; delayMs: number };

/**
 * Records how a claimed alert went, guarded by the attempt it was claimed for: should a lease have
 * run out and another worker claimed it since, this answer changes nothing.
 */
export async function finishAlert(db: Db, alert: ClaimedAlert, outcome: AlertOutcome): Promise<void> {
  // A text[] literal: channel names are plain words (ALERT_CHANNELS).
  const channels = sql`${`{${outcome.sentChannels.join(',')}}`}::text[]`;
  const error = 'error' in outcome ? outcome.error.slice(0, 300) : null;
  const change =
    outcome.status === 'retry'
      ? sql`next_attempt_at = now() + make_interval(secs => ${outcome.delayMs / 1000}), last_error = ${error}`
      : sql`status = ${outcome.status}, finished_at = now(), last_error = ${error}`;
  await db.execute(sql`update owner_alerts set sent_channels = ${channels}, ${change}
    where id = ${alert.id} and attempts = ${alert.attempts} and status = 'pending'`);
}

/**
 * Records claimed alerts as skipped (no channel set), in one statement, each guarded by the
 * attempt it was claimed for as in `finishAlert`.
 */
export async function skipAlerts(db: Db, alerts: readonly ClaimedAlert[]): Promise<void> {
  if (!alerts.length) return;
  const ids = `{${alerts.map((a) => a.id).join(',')}}`;
  const attempts = `{${alerts.map((a) => a.attempts).join(',')}}`;
  await db.execute(sql`update owner_alerts a set status = 'skipped', finished_at = now(), last_error = null
    from unnest(${ids}::bigint[], ${attempts}::int[]) as c(id, attempts)
    where a.id = c.id and a.attempts = c.attempts and a.status = 'pending'`);
}

/** Alerts done with (sent, skipped, failed) go after 30 days. */
export async function forgetOldAlerts(db: Db): Promise<void> {
  await db.execute(
    sql`delete from owner_alerts where status <> 'pending' and finished_at < now() - interval '30 days'`,
  );
}
