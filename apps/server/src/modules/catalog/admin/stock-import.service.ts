import { sql } from 'drizzle-orm';
import type { Language } from '@shop/shared/language';
import type { StockFileIssue, StockImportReply } from '@shop/shared/stock-files';
import type { Db, Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { readCsv } from '../../../lib/csv.ts';
import { isUuid } from '../../../lib/uuid.ts';
import { stockFileWords } from '../../../locales/stock-files.ts';
import { recordAudit } from '../../audit/index.ts';
import { bumpCatalogVersion, catalogTransaction } from '../catalog-cache.ts';
import { productRowIn, productUpdateSummary } from './product-audit-diff.ts';
import { lockedCells } from './stock-file.ts';
import { planStockImport, stockRows, type StockPlan } from './stock-import.ts';

export const NOT_CSV = 'This file is not a CSV file. Please upload the stock file exported from the shop.';

/** The file's text: UTF-8 (a byte-order mark or none); anything binary is not a CSV file. */
function csvTextOf(file: Buffer): string {
  if (file.includes(0)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_CSV);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_CSV);
  }
}

/** Writes the plan: the stock rows, the prices, and one audit entry per product changed. */
async function applyPlan(tx: Tx, actorId: string, plan: StockPlan): Promise<number> {
  const productIds = [...new Set(plan.changes.map((c) => c.productId))];
  const before = new Map<string, Awaited<ReturnType<typeof productRowIn>>>();
  for (const id of productIds) before.set(id, await productRowIn(tx, id));
  for (const s of plan.stock) {
    await tx.execute(
      sql`update variant_stock set stock = ${s.stock} where variant_id = ${s.variantId} and size = ${s.size}`,
    );
  }
  for (const p of plan.prices) {
    await tx.execute(sql`update products set price = ${p.price}, updated_at = now() where id = ${p.productId}`);
  }
  const entries = [];
  for (const id of productIds) {
    entries.push({
      action: 'product.update' as const,
      entityId: id,
      summary: productUpdateSummary(before.get(id)!, await productRowIn(tx, id)),
    });
  }
  await recordAudit(tx, actorId, entries);
  await bumpCatalogVersion(tx);
  return productIds.length;
}

/**
 * POST /api/admin/products/import: the stock file checked row by row against the catalogue as it
 * is now (rows and stock locked), every change and every bad row reported. A dry run writes
 * nothing; a real import with any bad row writes nothing either (422); otherwise every change is
 * written in this one transaction, which moves the catalogue version.
 */
export async function importStockFile(
  db: Db,
  actorId: string,
  file: Buffer,
  dryRun: boolean,
  language: Language,
): Promise<{ status: 200 | 422; reply: StockImportReply }> {
  const words = stockFileWords(language);
  const csv = readCsv(csvTextOf(file));
  if (!csv) throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_CSV);
  const refused = (errors: StockFileIssue[], rows: number, plan?: StockPlan) => ({
    status: dryRun ? (200 as const) : (422 as const),
    reply: {
      message: words.checked(plan?.changes.length ?? 0, errors.length),
      ...(dryRun ? {} : { code: 'UNPROCESSABLE' }),
      dryRun,
      applied: false,
      rows,
      products: new Set(plan?.changes.map((c) => c.productId)).size,
      changes: plan?.changes ?? [],
      errors,
    },
  });
  const read = stockRows(csv, words);
  if (read.issue) return refused([read.issue], Math.max(csv.length - 1, 0));
  const rows = read.rows;
  const ids = [...new Set(rows.map((r) => r.productId.toLowerCase()).filter(isUuid))];
  return catalogTransaction(db, async (tx) => {
    const plan = planStockImport(rows, await lockedCells(tx, ids), words);
    if (plan.errors.length)
      return refused(
        plan.errors.sort((a, b) => a.line - b.line),
        rows.length,
        plan,
      );
    const products = new Set(plan.changes.map((c) => c.productId)).size;
    const base = { dryRun, rows: rows.length, products, changes: plan.changes, errors: [] };
    if (dryRun || !plan.changes.length) {
      return { status: 200, reply: { ...base, applied: false, message: words.checked(plan.changes.length, 0) } };
    }
    await applyPlan(tx, actorId, plan);
    return { status: 200, reply: { ...base, applied: true, message: words.applied(plan.changes.length, products) } };
  });
}
