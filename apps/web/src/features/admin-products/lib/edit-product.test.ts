import {
  ADD_VARIANT,
  CATEGORY_REQUIRED,
  EditProductFormSchema,
  FILL_REQUIRED,
  GENDER_REQUIRED,
  PRICE_INVALID,
  PRICE_REQUIRED,
  PRODUCT_NAME_REQUIRED,
  ProductUpdateSchema,
  variantColorRepeated,
  variantColorRequired,
  variantImageRequired,
} from '@shop/shared/admin';
import {
  CUSTOM_SIZES_COUNT,
  CUSTOM_SIZE_LENGTH,
  CUSTOM_SIZE_REPEATED,
  SHOE_SIZES,
  SIZE_NOT_IN_SET,
  type Product,
  type SizeSetChoice,
} from '@shop/shared/catalog';
import { describe, expect, it } from 'vitest';
import { addMessages, translate as t } from '../../../lib/i18n.ts';
import adminCatalogue from '../../../locales/en/admin.json?catalogue';
import { parseCustomSizes, stockGrid } from './size-set-form.ts';
import { blankVariant, fromProduct, stockUnits, toUpdateInput, variantMessage, type EditForm } from './edit-product.ts';

const product: Product = {
  _id: 'p1',
  originalId: 'p1',
  itemName: 'Monsoon Tee',
  name: 'Monsoon Tee',
  description: 'Soft',
  details: '<p>Cotton</p>',
  material: 'Cotton',
  itemNameMy: 'မိုးရာသီ တီရှပ်',
  descriptionMy: 'ပျော့ပျောင်း',
  detailsMy: '<p>ချည်သား</p>',
  materialMy: 'ချည်သား',
  brand: 'SW',
  batchName: 'B1',
  mainCategory: 'T-shirt',
  subCategory: 'Tees',
  subcategory: 'Tees',
  gender: 'male',
  sizeSet: 'clothing',
  customSizes: [],
  price: 25000,
  images: ['a'],
  color: 'Black',
  variants: [
    {
      _id: 'v1',
      name: 'Monsoon Tee',
      description: '',
      color: 'Black',
      colorKey: 'black',
      colorMy: 'အနက်ရောင်',
      swatch: '#232323',
      images: ['a'],
      sizes: [{ size: 'M', stock: 3 }],
    },
  ],
  totalStock: 3,
  totalVariants: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

addMessages(adminCatalogue);

/** Each error the form schema finds, as `[field path, sentence]`, in page order. */
const errors = (form: EditForm) =>
  EditProductFormSchema.safeParse(form).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('editing a product', () => {
  it('round-trips a product into the update body the server takes, keeping variant ids and the sizes offered', () => {
    const body = toUpdateInput(EditProductFormSchema.parse(fromProduct(product)), 'version-1', product);
    expect(body).toMatchObject({
      version: 'version-1',
      itemName: 'Monsoon Tee',
      price: 25000,
      gender: 'male',
      details: '<p>Cotton</p>',
    });
    expect(body.variants[0]).toMatchObject({ _id: 'v1', color: 'Black', images: ['a'] });
    // M was the only size offered: the other five, untouched at 0, stay not offered.
    expect(body.variants[0]!.sizes).toEqual([{ size: 'M', stock: 3 }]);
    expect(ProductUpdateSchema.safeParse(body).success).toBe(true);
  });

  it('keeps an offered size emptied to 0 offered, and offers a size once it gets stock', () => {
    const form = fromProduct(product);
    const variant = form.variants[0]!;
    const typed = { M: 0, L: 4 } as Record<string, number>;
    const sizes = variant.sizes.map((s) => ({ ...s, stock: typed[s.size] ?? s.stock }));
    const edited = { ...form, variants: [{ ...variant, sizes }] };
    const body = toUpdateInput(EditProductFormSchema.parse(edited), 'v', product);
    expect(body.variants[0]!.sizes).toEqual([
      { size: 'M', stock: 0 },
      { size: 'L', stock: 4 },
    ]);
  });

  it('moves a product to shoe sizes: the grid shows EU sizes, and only those with stock are sent', () => {
    const form = fromProduct(product);
    const shoes = { sizeSet: 'shoes' as const, customSizes: [] as string[] };
    const grid = stockGrid(shoes, form.variants[0]!.sizes);
    expect(grid.map((s) => s.size)).toEqual(SHOE_SIZES);
    const sizes = grid.map((s) => (s.size === 'EU 42' ? { ...s, stock: 5 } : s));
    const edited = { ...form, ...shoes, variants: [{ ...form.variants[0]!, sizes }] };
    const body = toUpdateInput(EditProductFormSchema.parse(edited), 'v', product);
    expect(body).toMatchObject({ sizeSet: 'shoes', customSizes: [] });
    expect(body.variants[0]!.sizes).toEqual([{ size: 'EU 42', stock: 5 }]);
    // A clothing size kept on a shoe product is refused at the variant's sizes.
    const wrong = { ...edited, variants: [{ ...form.variants[0]!, sizes: [{ size: 'M', stock: 1 }] }] };
    expect(errors(wrong)).toEqual([['variants.0.sizes', SIZE_NOT_IN_SET]]);
  });

  it('takes the owner’s own sizes as typed, and refuses an empty, repeated or too long list', () => {
    const form = fromProduct(product);
    const custom = (text: string) => ({ sizeSet: 'custom' as const, customSizes: parseCustomSizes(text) });
    expect(custom(' 28, 30 ,, 32၊34 ').customSizes).toEqual(['28', '30', '32', '34']);
    const variants = (set: SizeSetChoice) => [
      { ...form.variants[0]!, sizes: stockGrid(set).map((s) => ({ ...s, stock: 1 })) },
    ];
    const ok = custom('28, 30');
    expect(errors({ ...form, ...ok, variants: variants(ok) })).toEqual([]);
    expect(errors({ ...form, ...custom(''), variants: variants(custom('')) })).toEqual([
      ['customSizes', CUSTOM_SIZES_COUNT],
    ]);
    expect(errors({ ...form, ...custom('28, 28'), variants: [] })).toContainEqual([
      'customSizes',
      CUSTOM_SIZE_REPEATED,
    ]);
    expect(errors({ ...form, ...custom('a very long size'), variants: [] })).toContainEqual([
      'customSizes.0',
      CUSTOM_SIZE_LENGTH,
    ]);
    const many = custom(Array.from({ length: 21 }, (_, i) => `${i + 1}`).join(','));
    expect(errors({ ...form, ...many, variants: variants(many) })).toContainEqual(['customSizes', CUSTOM_SIZES_COUNT]);
  });

  it('gives a variant with no name of its own the product’s', () => {
    const form = fromProduct(product);
    const olive = { ...blankVariant(), color: 'Olive', images: ['b'] };
    const body = toUpdateInput(EditProductFormSchema.parse({ ...form, variants: [...form.variants, olive] }), 'v');
    expect(body.variants.map((v) => v.name)).toEqual(['Monsoon Tee', 'Monsoon Tee']);
  });

  it('refuses each empty required field with its own sentence, at that field, in page order', () => {
    const form = fromProduct(product);
    expect(errors(form)).toEqual([]);
    expect(errors({ ...form, itemName: '  ', itemNameMy: '', price: '', mainCategory: '', gender: '' })).toEqual([
      ['price', PRICE_REQUIRED],
      ['mainCategory', CATEGORY_REQUIRED],
      ['gender', GENDER_REQUIRED],
      ['itemName', PRODUCT_NAME_REQUIRED],
    ]);
    // A name in Burmese only is a name: the English one may stay empty then.
    expect(errors({ ...form, itemName: '' })).toEqual([]);
    expect(errors({ ...form, price: 100_000_001 })).toEqual([['price', PRICE_INVALID]]);
    // The server's schema holds the same fields to the same rules, with the spec's one sentence.
    expect(ProductUpdateSchema.safeParse({ ...form, itemName: '', itemNameMy: '' }).error?.issues[0]).toMatchObject({
      path: ['itemName'],
      message: FILL_REQUIRED,
    });
  });

  it('says at each variant what it lacks, as the server would', () => {
    const form = fromProduct(product);
    const [black] = form.variants;
    expect(errors({ ...form, variants: [] })).toEqual([['variants', ADD_VARIANT]]);
    expect(errors({ ...form, variants: [black!, blankVariant()] })).toEqual([
      ['variants.1.color', variantColorRequired(2)],
      ['variants.1.images', variantImageRequired(2)],
    ]);
    const again = { ...blankVariant(), color: ' black ', images: ['b'] };
    expect(errors({ ...form, variants: [black!, again] })).toEqual([['variants.1.color', variantColorRepeated(2)]]);
    for (const variants of [
      [black!, blankVariant()],
      [black!, again],
    ])
      expect(ProductUpdateSchema.safeParse({ ...form, variants }).error?.issues.map((i) => i.message)).toEqual(
        EditProductFormSchema.safeParse({ ...form, variants }).error?.issues.map((i) => i.message),
      );
  });

  it('words a variant’s error with its number from the catalogue, in the spec’s sentence in English', () => {
    expect(variantMessage(variantColorRequired(2), 2, t)).toBe('Variant 2: Color is required');
    expect(variantMessage(variantImageRequired(3), 3, t)).toBe(variantImageRequired(3));
    expect(variantMessage(variantColorRepeated(2), 2, t)).toBe(variantColorRepeated(2));
    expect(variantMessage('Please keep this under 60 characters', 1, t)).toBe('Please keep this under 60 characters');
  });

  it('reads stock as whole units, Myanmar digits too, 0 while empty', () => {
    expect(stockUnits('')).toBe(0);
    expect(stockUnits('၁၂')).toBe(12);
    expect(stockUnits('7 units')).toBe(7);
  });
});
