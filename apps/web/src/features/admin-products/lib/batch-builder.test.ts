import { BATCH_ADDED, VARIANT_INCOMPLETE } from '@shop/shared/admin-rules';
import { describe, expect, it } from 'vitest';
import admin from '../../../locales/en/admin.json';
import {
  batchReducer,
  canSaveBatch,
  initialBatch,
  toBatchInput,
  type BatchAction,
  type BatchState,
} from './batch-builder.ts';
import { moveItem } from './image-list.ts';

const run = (actions: BatchAction[], state: BatchState = initialBatch()) => actions.reduce(batchReducer, state);

const completeVariant: BatchAction[] = [
  { type: 'productField', field: 'itemName', value: 'Monsoon Tee' },
  { type: 'variantField', field: 'color', value: 'Black' },
  { type: 'stock', size: 'M', value: 3 },
  { type: 'stock', size: 'L', value: 2 },
  { type: 'addImages', urls: ['/uploads/products/a-960.webp'] },
];

describe('adding a colour variant', () => {
  it('refuses an incomplete variant with the spec sentence and keeps what was typed', () => {
    // Without the name, the colour, any stock, or an image.
    for (const missing of [[0], [1], [2, 3], [4]]) {
      const state = run([...completeVariant.filter((_, i) => !missing.includes(i)), { type: 'addVariant' }]);
      expect(state.error).toBe('variantIncomplete');
      expect(state.draft.variants).toEqual([]);
    }
    expect(admin.admin.builder.errors.variantIncomplete).toBe(VARIANT_INCOMPLETE);
  });

  it('adds a complete variant (named after the product) and starts a fresh one', () => {
    const state = run([...completeVariant, { type: 'addVariant' }]);
    expect(state.error).toBeNull();
    expect(state.draft.variants).toHaveLength(1);
    expect(state.draft.variants[0]).toMatchObject({
      name: 'Monsoon Tee',
      color: 'Black',
      images: ['/uploads/products/a-960.webp'],
    });
    expect(state.variant.images).toEqual([]);
    expect(state.variant.stock.M).toBe(0);
  });

  it('keeps stock whole and never below zero', () => {
    const state = run([
      { type: 'stock', size: 'S', value: -4 },
      { type: 'stock', size: 'M', value: 2.7 },
      { type: 'stock', size: 'L', value: Number.NaN },
    ]);
    expect([state.variant.stock.S, state.variant.stock.M, state.variant.stock.L]).toEqual([0, 2, 0]);
  });

  it('removes and reorders images', () => {
    const urls = ['a', 'b', 'c'];
    let state = run([
      { type: 'addImages', urls },
      { type: 'moveImage', index: 0, by: 1 },
    ]);
    expect(state.variant.images).toEqual(['b', 'a', 'c']);
    state = run(
      [
        { type: 'moveImage', index: 2, by: 1 },
        { type: 'removeImage', index: 0 },
      ],
      state,
    );
    expect(state.variant.images).toEqual(['a', 'c']);
  });
});

describe('adding a product to the batch', () => {
  const withVariant = [...completeVariant, { type: 'addVariant' } as const];

  it('needs a target gender, then at least one variant, then a category and a price', () => {
    expect(run([{ type: 'addProduct' }]).error).toBe('genderRequired');
    expect(run([{ type: 'gender', value: 'male' }, { type: 'addProduct' }]).error).toBe('variantRequired');
    expect(run([...withVariant, { type: 'gender', value: 'male' }, { type: 'addProduct' }]).error).toBe(
      'categoryRequired',
    );
    const noPrice = run([
      ...withVariant,
      { type: 'gender', value: 'male' },
      { type: 'productField', field: 'mainCategory', value: 'T-shirt' },
      { type: 'addProduct' },
    ]);
    expect(noPrice.error).toBe('priceInvalid');
  });

  it('clears an error as soon as the admin edits the product or variant', () => {
    const refused = run([...withVariant, { type: 'gender', value: 'male' }, { type: 'addProduct' }]);
    expect(refused.error).toBe('categoryRequired');
    expect(batchReducer(refused, { type: 'productField', field: 'mainCategory', value: 'T-shirt' }).error).toBeNull();
    expect(batchReducer(refused, { type: 'price', value: 1000 }).error).toBeNull();
    expect(batchReducer(refused, { type: 'stock', size: 'S', value: 1 }).error).toBeNull();
    expect(batchReducer(refused, { type: 'batchName', value: 'x' }).error).toBe('categoryRequired');
  });

  it('files the product under its gender and enables Save Batch once the batch is named', () => {
    const state = run([
      ...withVariant,
      { type: 'gender', value: 'female' },
      { type: 'productField', field: 'mainCategory', value: 'T-shirt' },
      { type: 'price', value: 25000 },
      { type: 'addProduct' },
    ]);
    expect(state.error).toBeNull();
    expect(state.genders.female).toHaveLength(1);
    // The list shown is the one the product just went into.
    expect(state.tab).toBe('female');
    expect(state.draft.gender).toBe('female');
    expect(state.draft.variants).toEqual([]);
    expect(canSaveBatch(state)).toBe(false);
    const named = batchReducer(state, { type: 'batchName', value: 'Thingyan 2026' });
    expect(canSaveBatch(named)).toBe(true);
    expect(canSaveBatch(batchReducer(named, { type: 'removeProduct', gender: 'female', index: 0 }))).toBe(false);

    expect(toBatchInput(named)).toEqual({
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
    expect(admin.admin.builder.saved).toBe(BATCH_ADDED);
  });
});

describe('moveItem', () => {
  it('swaps with the neighbour and ignores moves past either end', () => {
    expect(moveItem([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(moveItem([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});
