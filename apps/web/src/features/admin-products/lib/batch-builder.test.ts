import {
  ADD_VARIANT,
  BATCH_EMPTY,
  BATCH_NAME_REQUIRED,
  BatchDraftSchema,
  BatchFormSchema,
  BatchVariantSchema,
  CATEGORY_REQUIRED,
  GENDER_REQUIRED,
  PRICE_INVALID,
  VARIANT_INCOMPLETE,
  type BatchDraft,
} from '@shop/shared/admin';
import { describe, expect, it } from 'vitest';
import { blankVariant } from './edit-product.ts';
import { canSaveBatch, emptyDraft, toBatchInput, toBatchProduct, withProductName } from './batch-builder.ts';
import { moveItem } from './image-list.ts';

/** The builder's checks are the shared schemas: what each form's resolver sees, as the form holds it. */
const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const typedVariant = () => ({
  ...blankVariant(),
  color: 'Black',
  sizes: blankVariant().sizes.map((s) => ({ ...s, stock: ({ M: 3, L: 2 } as Record<string, number>)[s.size] ?? 0 })),
  images: ['/uploads/products/a-960.webp'],
});

describe('adding a colour variant', () => {
  it('refuses an incomplete variant at each field it lacks, with the spec sentence', () => {
    const empty = issues(BatchVariantSchema.safeParse(withProductName(blankVariant(), '')));
    expect(Object.keys(empty).sort()).toEqual(['color', 'images', 'name', 'sizes']);
    expect(new Set(Object.values(empty))).toEqual(new Set([VARIANT_INCOMPLETE]));
  });

  it('takes the product name when the variant has none of its own, and keeps its own otherwise', () => {
    const named = BatchVariantSchema.parse(withProductName(typedVariant(), '  Monsoon Tee '));
    expect(named.name).toBe('Monsoon Tee');
    expect(BatchVariantSchema.parse(withProductName({ ...typedVariant(), name: 'Night' }, 'Monsoon Tee')).name).toBe(
      'Night',
    );
    // Stock typed as a size record reads back in size order.
    expect(named.sizes.filter((s) => s.stock > 0)).toEqual([
      { size: 'M', stock: 3 },
      { size: 'L', stock: 2 },
    ]);
  });
});

describe('adding a product to the batch', () => {
  const variant = BatchVariantSchema.parse(withProductName(typedVariant(), 'Monsoon Tee'));

  it('names every missing field at once: gender, variants, category, price', () => {
    expect(issues(BatchDraftSchema.safeParse(emptyDraft()))).toEqual({
      gender: GENDER_REQUIRED,
      variants: ADD_VARIANT,
      mainCategory: CATEGORY_REQUIRED,
      price: PRICE_INVALID,
    });
    const half = { ...emptyDraft('male'), variants: [variant], mainCategory: 'T-shirt', price: '25,000' };
    expect(issues(BatchDraftSchema.safeParse(half))).toEqual({ price: PRICE_INVALID });
  });

  it('keeps the price typed in Myanmar digits as kyat, and a nameless product takes its first variant name', () => {
    const checked = BatchDraftSchema.parse({
      ...emptyDraft('female'),
      variants: [variant],
      mainCategory: 'T-shirt',
      price: '၂၅၀၀၀',
    });
    expect(checked.price).toBe(25000);
    expect(toBatchProduct(checked).itemName).toBe('Monsoon Tee');
    expect(toBatchProduct({ ...checked, itemName: 'Own name' }).itemName).toBe('Own name');
  });

  it('refuses the same colour twice in one product', () => {
    const draft = { ...emptyDraft('male'), variants: [variant, variant], mainCategory: 'T-shirt', price: 1000 };
    expect(Object.keys(issues(BatchDraftSchema.safeParse(draft)))).toEqual(['variants.1.color']);
  });
});

describe('saving the batch', () => {
  const product = (gender: BatchDraft['gender']): BatchDraft =>
    toBatchProduct(
      BatchDraftSchema.parse({
        ...emptyDraft(gender),
        mainCategory: 'T-shirt',
        price: 25000,
        variants: [BatchVariantSchema.parse(withProductName(typedVariant(), 'Monsoon Tee'))],
      }),
    );

  it('is offered with a batch name and a product, and checked by the same rules', () => {
    expect(canSaveBatch('', 1)).toBe(false);
    expect(canSaveBatch('  ', 1)).toBe(false);
    expect(canSaveBatch('Thingyan 2026', 0)).toBe(false);
    expect(canSaveBatch('Thingyan 2026', 1)).toBe(true);
    expect(issues(BatchFormSchema.safeParse({ batchName: ' ', products: [] }))).toEqual({
      batchName: BATCH_NAME_REQUIRED,
      products: BATCH_EMPTY,
    });
  });

  it('sends the spec body: products grouped by gender, sizes without stock left out', () => {
    const checked = BatchFormSchema.parse({ batchName: ' Thingyan 2026 ', products: [product('female')] });
    expect(toBatchInput(checked)).toEqual({
      batchName: 'Thingyan 2026',
      genders: {
        male: [],
        unisex: [],
        female: [
          {
            itemName: 'Monsoon Tee',
            mainCategory: 'T-shirt',
            subCategory: '',
            price: 25000,
            description: '',
            material: '',
            brand: '',
            details: '',
            itemNameMy: '',
            descriptionMy: '',
            materialMy: '',
            detailsMy: '',
            sizeSet: 'clothing',
            customSizes: [],
            variants: [
              {
                name: 'Monsoon Tee',
                description: '',
                color: 'Black',
                images: ['/uploads/products/a-960.webp'],
                sizes: [
                  { size: 'M', stock: 3 },
                  { size: 'L', stock: 2 },
                ],
              },
            ],
          },
        ],
      },
    });
  });
});

describe('moveItem', () => {
  it('swaps with the neighbour and ignores moves past either end', () => {
    expect(moveItem([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(moveItem([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});
