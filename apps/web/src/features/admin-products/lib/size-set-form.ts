import { sizesOfSet, type SizeSetChoice, type SizeStock } from '@shop/shared/catalog-rules';

/** The set a product starts with on the builder (the shop's first set). */
export const CLOTHING: SizeSetChoice = { sizeSet: 'clothing', customSizes: [] };

/**
 * A variant's stock grid for a size set: every size of the set in its order, keeping the stock
 * typed so far for the sizes still in it (a size the new set lacks is dropped).
 */
export function stockGrid(set: SizeSetChoice, current: readonly SizeStock[] = []): SizeStock[] {
  const typed = new Map(current.map((s) => [s.size, s.stock]));
  return sizesOfSet(set).map((size) => ({ size, stock: typed.get(size) ?? 0 }));
}

/** The owner's own sizes as typed: split at commas (or the Burmese ၊), trimmed, empty parts left out. */
export function parseCustomSizes(text: string): string[] {
  return text
    .split(/[,،၊]/)
    .map((size) => size.trim())
    .filter(Boolean);
}

/** The first error message anywhere in a field's errors (a list's own, or one of its items'). */
export function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const value of Object.values(error as Record<string, unknown>)) {
    if (value === error || (value && typeof value === 'object' && 'nodeType' in value)) continue;
    const found = firstMessage(value);
    if (found) return found;
  }
  return undefined;
}
