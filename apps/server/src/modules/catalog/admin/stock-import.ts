import { toLatinDigits } from '@shop/shared/language';
import { MAX_STOCK_FILE_ROWS, type StockFileChange, type StockFileIssue } from '@shop/shared/stock-files';
import { csvText, type CsvRow } from '../../../lib/csv.ts';
import { isUuid } from '../../../lib/uuid.ts';
import type { StockFileWords } from '../../../locales/stock-files.ts';
import { STOCK_CSV_READ, type StockCell } from './stock-file.ts';

const MAX_STOCK = 100_000;
const MAX_PRICE = 100_000_000;

/** One data row as read: where its cells are, by the header's names. */
export type StockRow = { line: number; productId: string; color: string; size: string; stock: string; price: string };

/**
 * The data rows of a stock file, or the header's problem. Columns are found by name (any case,
 * any order); the ones the import does not read may be missing.
 */
export function stockRows(
  rows: readonly CsvRow[],
  words: StockFileWords,
): { rows: StockRow[]; issue?: undefined } | { issue: StockFileIssue } {
  const [header, ...data] = rows;
  const names = (header?.cells ?? []).map((c) => csvText(c).trim().toLowerCase());
  const at = STOCK_CSV_READ.map((column) => names.indexOf(column.toLowerCase()));
  if (at.some((i) => i < 0)) {
    return { issue: { line: 1, reason: words.header(STOCK_CSV_READ.map((c) => `"${c}"`).join(', ')) } };
  }
  if (!data.length) return { issue: { line: 2, reason: words.empty } };
  if (data.length > MAX_STOCK_FILE_ROWS) return { issue: { line: 1, reason: words.tooManyRows(MAX_STOCK_FILE_ROWS) } };
  const [id, color, size, stock, price] = at as [number, number, number, number, number];
  const cell = (row: CsvRow, i: number) => csvText(row.cells[i] ?? '').trim();
  return {
    rows: data.map((row) => ({
      line: row.line,
      productId: cell(row, id),
      color: cell(row, color),
      size: cell(row, size),
      stock: cell(row, stock),
      price: cell(row, price),
    })),
  };
}

/** A whole number in range, written with Latin or Myanmar digits and maybe thousands separators. */
function wholeNumber(text: string, max: number): number | undefined {
  const plain = toLatinDigits(text).replace(/[,\s]/g, '');
  if (!/^\d+$/.test(plain)) return undefined;
  const value = Number(plain);
  return value <= max ? value : undefined;
}

export type StockPlan = {
  changes: StockFileChange[];
  errors: StockFileIssue[];
  /** The stock rows and product prices to write (only those that change). */
  stock: { variantId: string; size: string; stock: number }[];
  prices: { productId: string; price: number }[];
};

/**
 * What the file would change, checked against the stored cells: each row names a known product,
 * one of its colours and one of that colour's offered sizes (never guessed: anything else is a bad
 * row), a stock from 0 to 100,000 and the product's price; all rows of a product give one price.
 */
export function planStockImport(
  rows: readonly StockRow[],
  stored: readonly StockCell[],
  words: StockFileWords,
): StockPlan {
  const byProduct = new Map<string, StockCell[]>();
  for (const c of stored) byProduct.set(c.productId, [...(byProduct.get(c.productId) ?? []), c]);
  const plan: StockPlan = { changes: [], errors: [], stock: [], prices: [] };
  const seen = new Map<string, number>();
  const priceOf = new Map<string, { line: number; price: number }>();
  for (const row of rows) {
    const fail = (reason: string) => plan.errors.push({ line: row.line, reason });
    const cells = isUuid(row.productId) ? byProduct.get(row.productId.toLowerCase()) : undefined;
    const product = cells?.[0];
    if (!cells || !product) {
      fail(words.unknownProduct(row.productId));
      continue;
    }
    const ofColor = cells.filter((c) => c.color.toLowerCase() === row.color.toLowerCase());
    const found = ofColor.find((c) => c.size.toLowerCase() === row.size.toLowerCase());
    if (!ofColor.length) fail(words.unknownColor(product.itemName, row.color));
    else if (!found) fail(words.unknownSize(product.itemName, ofColor[0]!.color, row.size));
    const stock = wholeNumber(row.stock, MAX_STOCK);
    const price = wholeNumber(row.price, MAX_PRICE);
    if (stock === undefined) fail(words.stock(row.stock));
    if (price === undefined) fail(words.price(row.price));
    if (!found || stock === undefined || price === undefined) continue;
    const key = `${found.variantId}|${found.size}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      fail(words.repeated(earlier));
      continue;
    }
    seen.set(key, row.line);
    const given = priceOf.get(product.productId);
    if (given && given.price !== price) {
      fail(words.priceDiffers(given.line, given.price));
      continue;
    }
    const names = { productId: product.productId, itemName: product.itemName, itemNameMy: product.itemNameMy };
    if (!given) {
      priceOf.set(product.productId, { line: row.line, price });
      if (price !== product.price) {
        plan.changes.push({
          line: row.line,
          ...names,
          field: 'price',
          color: '',
          size: '',
          from: product.price,
          to: price,
        });
        plan.prices.push({ productId: product.productId, price });
      }
    }
    if (stock !== found.stock) {
      plan.changes.push({
        line: row.line,
        ...names,
        field: 'stock',
        color: found.color,
        size: found.size,
        from: found.stock,
        to: stock,
      });
      plan.stock.push({ variantId: found.variantId, size: found.size, stock });
    }
  }
  return plan;
}
