import { describe, expect, it } from 'vitest';
import { BatchSchema, BatchVariantSchema, ProductUpdateSchema, SizesInputSchema } from './admin.ts';
import { BATCH_TOO_LARGE, canMoveOrder, NEXT_ORDER_STATUSES, VARIANT_INCOMPLETE } from './admin-rules.ts';

describe('admin rules', () => {
  it('allows only the forward moves and cancelling before delivery', () => {
    expect(canMoveOrder('pending', 'processing')).toBe(true);
    expect(canMoveOrder('shipped', 'cancelled')).toBe(true);
    expect(canMoveOrder('pending', 'shipped')).toBe(false);
    expect(canMoveOrder('shipped', 'processing')).toBe(false);
    expect(NEXT_ORDER_STATUSES.delivered).toEqual([]);
    expect(NEXT_ORDER_STATUSES.cancelled).toEqual([]);
  });
});

describe('admin schemas', () => {
  it('reads sizes as a list or a record, in XS to XXL order', () => {
    expect(SizesInputSchema.parse({ XL: 1, S: 2 })).toEqual([
      { size: 'S', stock: 2 },
      { size: 'XL', stock: 1 },
    ]);
    expect(SizesInputSchema.parse([{ size: 'L', stock: 0 }])).toEqual([{ size: 'L', stock: 0 }]);
    expect(SizesInputSchema.safeParse({ XXXL: 1 }).success).toBe(false);
  });

  it('normalises builder colours and names a repeated colour', () => {
    const variant = { name: 'A', color: 'black', sizes: { M: 1 }, images: ['/u.webp'] };
    const batch = (variants: object[]) => ({
      batchName: 'B',
      genders: { male: [{ mainCategory: 'T-shirt', price: 10, variants }] },
    });
    expect(BatchSchema.parse(batch([variant])).genders.male[0]!.variants[0]!.color).toBe('Black');
    const repeated = BatchSchema.safeParse(batch([variant, { ...variant, color: 'BLACK' }]));
    expect(repeated.error?.issues[0]?.message).toBe('Variant 2: This color is already used by another variant');
  });

  it('names every part a builder variant lacks at once, with the spec sentence', () => {
    const result = BatchVariantSchema.safeParse({ name: ' ', color: '', sizes: { M: 0 }, images: [] });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual(
      ['name', 'color', 'sizes', 'images'].map((field) => [field, VARIANT_INCOMPLETE]),
    );
  });

  it('says how many products a batch may hold', () => {
    const product = {
      mainCategory: 'T-shirt',
      price: 10,
      variants: [{ name: 'A', color: 'Black', sizes: { M: 1 }, images: ['/u.webp'] }],
    };
    const result = BatchSchema.safeParse({ batchName: 'B', genders: { male: Array(201).fill(product) } });
    expect(result.error?.issues.map((i) => i.message)).toEqual([BATCH_TOO_LARGE]);
  });

  it('numbers the edit form messages from 1', () => {
    const result = ProductUpdateSchema.safeParse({
      itemName: 'A',
      price: 0,
      mainCategory: 'Shoe',
      gender: 'male',
      variants: [
        { color: 'x', images: ['/a.webp'] },
        { color: '', images: [] },
      ],
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Variant 2: Color is required',
      'Variant 2: At least one image is required',
    ]);
  });
});
