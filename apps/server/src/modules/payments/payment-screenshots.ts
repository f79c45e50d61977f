import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isImageKey } from '../../lib/image-names.ts';
import type { Storage } from '../../lib/storage.ts';
import { deleteUnusedImages } from '../uploads/index.ts';
import { adminApi } from '@shop/shared/admin-paths';

/**
 * Customers' KBZ Pay screenshots show their wallet's name, phone number and balance: they are
 * stored under `payments/` (never served by /uploads, plugins/uploads.ts), handed to the admin
 * only, through GET /api/admin/payments/{id}/screenshot with the admin's token, and removed with
 * the orders they were sent for.
 */
export const SCREENSHOT_NOT_FOUND = 'Screenshot not found';

/**
 * The admin's address of a submission's screenshot (what admin answers carry as `screenshot`, the
 * admin's screens load it), or null when none was sent.
 */
export const screenshotAddress = (paymentId: string, stored: string | null): string | null =>
  stored === null ? null : adminApi.paymentScreenshot(paymentId);

/** The bytes of the screenshot sent with payment `paymentId` (an id of 1 to 18 digits). */
export async function readPaymentScreenshot(db: Db, storage: Storage, paymentId: string): Promise<Buffer> {
  const { rows } = await db.execute<{ screenshot: string | null }>(
    sql`select screenshot from payment_submissions where id = ${paymentId}::bigint`,
  );
  const stored = rows[0]?.screenshot;
  const key = stored ? storage.keyOf(stored) : undefined;
  const body = key && isImageKey(key, 'payments') ? await storage.read(key) : undefined;
  if (!body) throw new AppError('NOT_FOUND', SCREENSHOT_NOT_FOUND);
  return body;
}

/**
 * Inside the transaction that deletes orders (`ordersWhere` picks them, alias `o`; their payment
 * rows go by cascade): their screenshots are queued as unused images due at once, so the next
 * sweep removes them even if the removal right after the commit does not happen. Answers them
 * for `removeScreenshots`.
 */
export async function queueScreenshotRemoval(tx: Tx, ordersWhere: SQL): Promise<string[]> {
  const { rows } = await tx.execute<{ url: string }>(sql`
    insert into pending_images (url, since)
    select distinct s.screenshot, 'epoch'::timestamptz
    from payment_submissions s join orders o on o.order_id = s.order_id
    where s.screenshot is not null and ${ordersWhere}
    on conflict (url) do update set since = excluded.since
    returning url`);
  return rows.map((r) => r.url);
}

/** After that transaction has committed: every width of each screenshot is removed now. */
export async function removeScreenshots(
  db: Db,
  storage: Storage,
  log: FastifyBaseLogger,
  urls: readonly string[],
): Promise<void> {
  await deleteUnusedImages(db, storage, log, urls);
}
