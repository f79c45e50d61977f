import { eq } from 'drizzle-orm';
import type { AuditFieldChange } from '@shop/shared/admin';
import type { PublicShop, ShopSettings, ShopSettingsReply } from '@shop/shared/shop';
import type { Db, Tx } from '../../db/client.ts';
import { readMostly, readMostlyChanged } from '../../db/read-mostly.ts';
import { shopSettings } from '../../db/schema/index.ts';
import type { Storage } from '../../lib/storage.ts';
import { recordAudit } from '../audit/index.ts';
import { assertOwnImages } from '../catalog/index.ts';
import type { Mailer } from '../../lib/mail.ts';
import { addressOf } from '../../lib/mime.ts';

type Row = typeof shopSettings.$inferSelect;

const fields = [
  'nameEn',
  'nameMy',
  'phone',
  'address',
  'logo',
  'mailSenderName',
  'viber',
  'messengerUrl',
  'facebookUrl',
  'email',
  'hours',
  'couriers',
] as const satisfies readonly (keyof ShopSettings)[];

function toSettings(row: Row): ShopSettingsReply {
  return {
    nameEn: row.nameEn,
    nameMy: row.nameMy,
    phone: row.phone,
    address: row.address,
    logo: row.logo,
    mailSenderName: row.mailSenderName,
    viber: row.viber,
    messengerUrl: row.messengerUrl,
    facebookUrl: row.facebookUrl,
    email: row.email,
    hours: row.hours,
    couriers: row.couriers,
  };
}

/** A field as the audit trail keeps it (the courier list as one line). */
const auditValue = (value: ShopSettingsReply[keyof ShopSettingsReply]) =>
  Array.isArray(value) ? value.join(', ') : value;

/** The one settings row (migration 0018 writes it; `for update` when a change follows). */
async function settingsRow(db: Db | Tx, lock = false): Promise<Row> {
  const query = db.select().from(shopSettings).where(eq(shopSettings.id, 1));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new Error('shop_settings has no row: migration 0018 writes it');
  return row;
}

/**
 * The shop's settings, kept in memory between the owner's changes (db/read-mostly.ts): every mail
 * and every page head reads them, never with a round trip of its own.
 */
export function getShopSettings(db: Db | Tx): Promise<ShopSettingsReply> {
  return readMostly(db, 'shop-settings', async () => toSettings(await settingsRow(db)));
}

/** GET /api/shop: what shoppers see (not the mail sender's name). */
export async function getPublicShop(db: Db): Promise<PublicShop> {
  const { mailSenderName: _sender, couriers: _couriers, ...shop } = await getShopSettings(db);
  return shop;
}

/**
 * PUT /api/admin/shop-settings: the logo must be an image this shop stored (the admin upload);
 * the change and its audit entry (only the fields that changed) commit together.
 */
export async function updateShopSettings(
  db: Db,
  storage: Storage,
  adminId: string,
  input: ShopSettings,
): Promise<ShopSettingsReply> {
  const saved = db.transaction(async (tx) => {
    const before = toSettings(await settingsRow(tx, true));
    if (input.logo && input.logo !== before.logo) {
      await assertOwnImages(storage, [{ url: input.logo, field: 'logo' }]);
    }
    const [row] = await tx
      .update(shopSettings)
      .set({ ...input, logo: input.logo || null, updatedAt: new Date() })
      .where(eq(shopSettings.id, 1))
      .returning();
    const after = toSettings(row!);
    const changes: AuditFieldChange[] = fields
      .map((field) => ({ field, from: auditValue(before[field]), to: auditValue(after[field]) }))
      .filter((change) => change.from !== change.to);
    if (changes.length) {
      await recordAudit(tx, adminId, [{ action: 'shop.settings', entityId: 'shop', summary: { changes } }]);
    }
    return after;
  });
  // Committed (or not): this process's kept copy goes at once, before the owner is answered.
  return saved.finally(() => readMostlyChanged(db));
}

/** A display name as a From header may carry it: one line, no angle brackets. */
const displayName = (name: string) =>
  name
    .replace(/[\r\n<>"]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Every mail goes out under the shop's own name (the sender name of the shop settings, else the
 * shop's English name) at `MAIL_FROM`'s address. Mails are sent after the answer (decision 036),
 * and the settings are kept in memory, so this costs no request a statement. When the settings
 * cannot be read, `MAIL_FROM` as configured.
 */
export function shopMailer(mailer: Mailer, db: Db, mailFrom: string): Mailer {
  const address = addressOf(mailFrom);
  const from = async () => {
    try {
      const settings = await getShopSettings(db);
      const name = displayName(settings.mailSenderName || settings.nameEn);
      return name ? `${name} <${address}>` : mailFrom;
    } catch {
      return mailFrom;
    }
  };
  return {
    send: async (mail) => mailer.send({ ...mail, from: mail.from ?? (await from()) }),
    close: () => mailer.close(),
  };
}
