import { eq } from 'drizzle-orm';
import type { AuditFieldChange } from '@shop/shared/admin';
import { kbzpayReady, type PaymentMethods, type PaymentSettings } from '@shop/shared/payments';
import type { Db, Tx } from '../../db/client.ts';
import { readMostly, readMostlyChanged } from '../../db/read-mostly.ts';
import { paymentSettings } from '../../db/schema/index.ts';
import type { Storage } from '../../lib/storage.ts';
import { assertOwnImages } from '../catalog/index.ts';
import { recordAudit } from '../audit/index.ts';

type Row = typeof paymentSettings.$inferSelect;

const HOUR = 3600;

function toSettings(row: Row): PaymentSettings {
  return {
    kbzpayEnabled: row.kbzpayEnabled,
    accountName: row.accountName,
    phone: row.phone,
    qrImage: row.qrImage,
    instructionsEn: row.instructionsEn,
    instructionsMy: row.instructionsMy,
    holdHours: row.holdSeconds / HOUR,
  };
}

/** The one settings row (migration 0012 writes it; `for update` when a change follows). */
async function settingsRow(db: Db | Tx, lock = false): Promise<Row> {
  const query = db.select().from(paymentSettings).where(eq(paymentSettings.id, 1));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new Error('payment_settings has no row: migration 0012 writes it');
  return row;
}

export async function getPaymentSettings(db: Db | Tx): Promise<PaymentSettings> {
  return toSettings(await settingsRow(db));
}

/**
 * What checkout offers: cash on delivery always, KBZ Pay when on and complete. Kept in memory
 * between the owner's changes (db/read-mostly.ts): a KBZ Pay order costs no round trip for it.
 */
export async function paymentMethods(db: Db): Promise<PaymentMethods> {
  const settings = await readMostly(db, 'payment-settings', () => getPaymentSettings(db));
  return { cod: true, kbzpay: kbzpayReady(settings) };
}

const fields = [
  'kbzpayEnabled',
  'accountName',
  'phone',
  'qrImage',
  'instructionsEn',
  'instructionsMy',
  'holdHours',
] as const satisfies readonly (keyof PaymentSettings)[];

/**
 * PUT /api/admin/payment-settings: the QR must be an image this shop stored (the admin upload),
 * and the change and its audit entry (each field before and after) commit together.
 */
export async function updatePaymentSettings(
  db: Db,
  storage: Storage,
  adminId: string,
  input: PaymentSettings,
): Promise<PaymentSettings> {
  const saved = db.transaction(async (tx) => {
    const before = toSettings(await settingsRow(tx, true));
    if (input.qrImage && input.qrImage !== before.qrImage) {
      await assertOwnImages(storage, [{ url: input.qrImage, field: 'qrImage' }]);
    }
    const holdSeconds = Math.max(1, Math.round(input.holdHours * HOUR));
    const [row] = await tx
      .update(paymentSettings)
      .set({
        kbzpayEnabled: input.kbzpayEnabled,
        accountName: input.accountName,
        phone: input.phone,
        qrImage: input.qrImage || null,
        instructionsEn: input.instructionsEn,
        instructionsMy: input.instructionsMy,
        holdSeconds,
        updatedAt: new Date(),
      })
      .where(eq(paymentSettings.id, 1))
      .returning();
    const after = toSettings(row!);
    const changes: AuditFieldChange[] = fields
      .filter((field) => before[field] !== after[field])
      .map((field) => ({ field, from: scalar(before[field]), to: scalar(after[field]) }));
    if (changes.length) {
      await recordAudit(tx, adminId, [{ action: 'payment.settings', entityId: 'kbzpay', summary: { changes } }]);
    }
    return after;
  });
  // Committed (or not): this process's kept copy goes at once, before the owner is answered.
  return saved.finally(() => readMostlyChanged(db));
}

const scalar = (value: string | number | boolean | null) => (typeof value === 'boolean' ? String(value) : value);
