import { OUT_OF_STOCK } from '@shop/shared/cart';
import { AppError } from '../../lib/app-error.ts';

/** PostgreSQL's error under a Drizzle error (its cause), when it is the short line's (`variantId/size`). */
export function shortLine(error: unknown): string | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const { code, detail } = e as { code?: unknown; detail?: unknown };
    if (code === 'P0001' && e.message === 'order line short of stock' && typeof detail === 'string') return detail;
  }
  return undefined;
}

/** The 409 of a line the stock cannot cover, naming it as the shopper sees it. */
export function outOfStock(line: { itemName: string; color: string; size: string }, field: string): AppError {
  return new AppError('OUT_OF_STOCK', `${OUT_OF_STOCK}: ${line.itemName} (${line.color}, ${line.size})`, field);
}
