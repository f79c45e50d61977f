import { eq } from 'drizzle-orm';
import type { AuditFieldChange } from '@shop/shared/admin';
import {
  WALLETS,
  walletReady,
  type PaymentMethods,
  type PaymentSettings,
  type Wallet,
  type WalletSettings,
  type WalletSettingsReply,
} from '@shop/shared/payments';
import type { Db, Tx } from '../../db/client.ts';
import { readMostly, readMostlyChanged } from '../../db/read-mostly.ts';
import { paymentWallets } from '../../db/schema/index.ts';
import type { Storage } from '../../lib/storage.ts';
import { assertOwnImages } from '../catalog/index.ts';
import { recordAudit } from '../audit/index.ts';

type Row = typeof paymentWallets.$inferSelect;

const HOUR = 3600;

function toSettings(row: Row): WalletSettingsReply {
  const settings = {
    enabled: row.enabled,
    accountName: row.accountName,
    phone: row.phone,
    bankName: row.bankName,
    accountNumber: row.accountNumber,
    qrImage: row.qrImage,
    instructionsEn: row.instructionsEn,
    instructionsMy: row.instructionsMy,
    holdHours: row.holdSeconds / HOUR,
  };
  return { wallet: row.wallet, ...settings, ready: walletReady(row.wallet, settings) };
}

/** One wallet's row (migration 0015 writes one per wallet; `for update` when a change follows). */
async function walletRow(db: Db | Tx, wallet: Wallet, lock = false): Promise<Row> {
  const query = db.select().from(paymentWallets).where(eq(paymentWallets.wallet, wallet));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new Error(`payment_wallets has no ${wallet} row: migration 0015 writes it`);
  return row;
}

/** Every wallet's settings, in the order checkout offers them. */
export async function getWallets(db: Db | Tx): Promise<WalletSettingsReply[]> {
  const rows = await db.select().from(paymentWallets);
  const byWallet = new Map(rows.map((row) => [row.wallet, toSettings(row)]));
  return WALLETS.flatMap((wallet) => byWallet.get(wallet) ?? []);
}

/** One wallet's settings: what its orders' payment page shows, whether or not it is still on. */
export async function getWallet(db: Db | Tx, wallet: Wallet): Promise<WalletSettingsReply> {
  return toSettings(await walletRow(db, wallet));
}

/** The wallets kept in memory between the owner's changes (db/read-mostly.ts). */
const keptWallets = (db: Db) => readMostly(db, 'payment-wallets', () => getWallets(db));

/**
 * What checkout offers: cash on delivery always, each wallet when on and complete. Kept in memory
 * between the owner's changes: a wallet order costs no round trip for it.
 */
export async function paymentMethods(db: Db): Promise<PaymentMethods> {
  const wallets = await keptWallets(db);
  const ready = (wallet: Wallet) => wallets.some((w) => w.wallet === wallet && w.ready);
  return {
    cod: true,
    kbzpay: ready('kbzpay'),
    wavepay: ready('wavepay'),
    ayapay: ready('ayapay'),
    cbpay: ready('cbpay'),
    bank: ready('bank'),
  };
}

/** A wallet's settings when checkout offers it (on and complete), else undefined; kept in memory. */
export async function offeredWallet(db: Db, wallet: Wallet): Promise<WalletSettingsReply | undefined> {
  return (await keptWallets(db)).find((w) => w.wallet === wallet && w.ready);
}

const fields = [
  'enabled',
  'accountName',
  'phone',
  'bankName',
  'accountNumber',
  'qrImage',
  'instructionsEn',
  'instructionsMy',
  'holdHours',
] as const satisfies readonly (keyof WalletSettings)[];

/**
 * PUT /api/admin/payment-wallets/{wallet}: the QR must be an image this shop stored (the admin
 * upload), and the change and its audit entry (each field before and after) commit together.
 */
export async function updateWallet(
  db: Db,
  storage: Storage,
  adminId: string,
  wallet: Wallet,
  input: WalletSettings,
): Promise<WalletSettingsReply> {
  const saved = db.transaction(async (tx) => {
    const before = toSettings(await walletRow(tx, wallet, true));
    if (input.qrImage && input.qrImage !== before.qrImage) {
      await assertOwnImages(storage, [{ url: input.qrImage, field: 'qrImage' }]);
    }
    const [row] = await tx
      .update(paymentWallets)
      .set({
        enabled: input.enabled,
        accountName: input.accountName,
        phone: input.phone,
        bankName: input.bankName,
        accountNumber: input.accountNumber,
        qrImage: input.qrImage || null,
        instructionsEn: input.instructionsEn,
        instructionsMy: input.instructionsMy,
        holdSeconds: Math.max(1, Math.round(input.holdHours * HOUR)),
        updatedAt: new Date(),
      })
      .where(eq(paymentWallets.wallet, wallet))
      .returning();
    const after = toSettings(row!);
    const changes: AuditFieldChange[] = fields
      .filter((field) => before[field] !== after[field])
      .map((field) => ({ field, from: scalar(before[field]), to: scalar(after[field]) }));
    if (changes.length) {
      await recordAudit(tx, adminId, [{ action: 'payment.settings', entityId: wallet, summary: { changes } }]);
    }
    return after;
  });
  // Committed (or not): this process's kept copy goes at once, before the owner is answered.
  return saved.finally(() => readMostlyChanged(db));
}

const scalar = (value: string | number | boolean | null) => (typeof value === 'boolean' ? String(value) : value);

/** KBZ Pay's settings in the shape `/api/admin/payment-settings` has always answered. */
function kbzpaySettings(s: WalletSettingsReply): PaymentSettings {
  const { enabled, accountName, phone, qrImage, instructionsEn, instructionsMy, holdHours } = s;
  return { kbzpayEnabled: enabled, accountName, phone, qrImage, instructionsEn, instructionsMy, holdHours };
}

/** GET /api/admin/payment-settings: KBZ Pay's settings (the route before there were other wallets). */
export async function getPaymentSettings(db: Db | Tx): Promise<PaymentSettings> {
  return kbzpaySettings(await getWallet(db, 'kbzpay'));
}

/** PUT /api/admin/payment-settings: KBZ Pay's settings, as before (a wallet has no bank fields). */
export async function updatePaymentSettings(
  db: Db,
  storage: Storage,
  adminId: string,
  input: PaymentSettings,
): Promise<PaymentSettings> {
  const { kbzpayEnabled, ...rest } = input;
  const saved = await updateWallet(db, storage, adminId, 'kbzpay', {
    ...rest,
    enabled: kbzpayEnabled,
    bankName: '',
    accountNumber: '',
  });
  return kbzpaySettings(saved);
}
