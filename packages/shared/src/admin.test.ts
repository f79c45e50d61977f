import { describe, expect, it } from 'vitest';
import { BatchSchema, BatchVariantSchema, ProductUpdateSchema, SizesInputSchema } from './admin.ts';
import { BATCH_TOO_LARGE, canMoveOrder, NEXT_ORDER_STATUSES, VARIANT_INCOMPLETE } from './admin-rules.ts';
import { CUSTOM_SIZES_COUNT, CUSTOM_SIZE_REPEATED, SIZE_NOT_IN_SET, SIZE_SET_REQUIRED } from './size-set-rules.ts';
import { ONE_SIZE, sizeLabel, sizesOfSet } from './size-sets.ts';

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

describe('size sets', () => {
  it('lists each set in order and labels sizes in the reader’s language', () => {
    expect(sizesOfSet({ sizeSet: 'clothing', customSizes: ['x'] })).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    const shoes = sizesOfSet({ sizeSet: 'shoes', customSizes: [] });
    expect([shoes[0], shoes.at(-1), shoes.length]).toEqual(['EU 35', 'EU 46', 12]);
    expect(sizesOfSet({ sizeSet: 'one-size', customSizes: [] })).toEqual(['Free size']);
    expect(sizesOfSet({ sizeSet: 'custom', customSizes: ['28', '30'] })).toEqual(['28', '30']);
    expect(sizeLabel('EU 42', 'my')).toBe('EU ၄၂');
    expect(sizeLabel('Free size', 'my')).toBe('ဖရီးဆိုက်');
    expect(sizeLabel('Free size', 'en')).toBe('Free size');
    expect(sizeLabel('28', 'my')).toBe('28');
  });
});

describe('admin schemas', () => {
  it('reads sizes as a list or a record, one entry a size', () => {
    expect(SizesInputSchema.parse({ XL: 1, S: 2 })).toEqual([
      { size: 'XL', stock: 1 },
      { size: 'S', stock: 2 },
    ]);
    expect(SizesInputSchema.parse([{ size: 'L', stock: 0 }])).toEqual([{ size: 'L', stock: 0 }]);
    expect(SizesInputSchema.safeParse({ 'a size too long': 1 }).success).toBe(false);
  });

  it('holds each product to its size set', () => {
    const product = (set: object, sizes: object) => ({
      batchName: 'B',
      genders: {
        unisex: [
          {
            mainCategory: 'Shoe',
            price: 10,
            ...set,
            variants: [{ name: 'A', color: 'Black', sizes, images: ['/u.webp'] }],
          },
        ],
      },
    });
    const issue = (set: object, sizes: object) => {
      const issues = BatchSchema.safeParse(product(set, sizes)).error?.issues ?? [];
      return issues.map((i) => [i.path.slice(3).join('.'), i.message]);
    };
    // No set named: clothing, as before sets.
    expect(BatchSchema.parse(product({}, { M: 1 })).genders.unisex[0]!.sizeSet).toBe('clothing');
    expect(issue({}, { 'EU 42': 1 })).toEqual([['variants.0.sizes', SIZE_NOT_IN_SET]]);
    expect(issue({ sizeSet: 'shoes' }, { 'EU 42': 1 })).toEqual([]);
    expect(issue({ sizeSet: 'shoes' }, { M: 1 })).toEqual([['variants.0.sizes', SIZE_NOT_IN_SET]]);
    expect(issue({ sizeSet: 'one-size' }, { [ONE_SIZE]: 1 })).toEqual([]);
    expect(issue({ sizeSet: 'custom', customSizes: ['28', '30'] }, { 30: 1 })).toEqual([]);
    expect(issue({ sizeSet: 'custom' }, { 30: 1 })).toEqual([['customSizes', CUSTOM_SIZES_COUNT]]);
    expect(issue({ sizeSet: 'custom', customSizes: ['S', 's'] }, { S: 1 })).toEqual([
      ['customSizes', CUSTOM_SIZE_REPEATED],
    ]);
    expect(issue({ sizeSet: 'huge' }, { M: 1 })).toEqual([['sizeSet', SIZE_SET_REQUIRED]]);
  });

  it('keeps a builder colour as sent (the server spells it as the palette does) and names a repeated colour', () => {
    const variant = { name: 'A', color: 'black', sizes: { M: 1 }, images: ['/u.webp'] };
    const batch = (variants: object[]) => ({
      batchName: 'B',
      genders: { male: [{ mainCategory: 'T-shirt', price: 10, variants }] },
    });
    expect(BatchSchema.parse(batch([variant])).genders.male[0]!.variants[0]!.color).toBe('black');
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
