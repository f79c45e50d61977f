import { ADD_VARIANT, FILL_REQUIRED, variantColorRequired, variantImageRequired } from '@shop/shared/admin-rules';
import type { Product } from '@shop/shared/catalog';
import { describe, expect, it } from 'vitest';
import { addMessages, translate as t } from '../../../lib/i18n.ts';
import admin from '../../../locales/en/admin.json';
import adminCatalogue from '../../../locales/en/admin.json?catalogue';
import { blankVariant, changeVariant, fromProduct, toUpdateInput, validateEdit } from './edit-product.ts';

const product: Product = {
  _id: 'p1',
  originalId: 'p1',
  itemName: 'Monsoon Tee',
  name: 'Monsoon Tee',
  description: 'Soft',
  details: '<p>Cotton</p>',
  material: 'Cotton',
  brand: 'SW',
  batchName: 'B1',
  mainCategory: 'T-shirt',
  subCategory: 'Tees',
  subcategory: 'Tees',
  gender: 'male',
  price: 25000,
  images: ['a'],
  color: 'Black',
  variants: [
    {
      _id: 'v1',
      name: 'Monsoon Tee',
      description: '',
      color: 'Black',
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

describe('editing a product', () => {
  it('round-trips a product into the update body, keeping variant ids and every size', () => {
    const body = toUpdateInput(fromProduct(product));
    expect(body).toMatchObject({ itemName: 'Monsoon Tee', price: 25000, gender: 'male', details: '<p>Cotton</p>' });
    expect(body.variants[0]).toMatchObject({ _id: 'v1', color: 'Black', images: ['a'] });
    expect(body.variants[0]!.sizes).toContainEqual({ size: 'M', stock: 3 });
    expect(body.variants[0]!.sizes).toHaveLength(6);
  });

  it("checks the spec's rules in order, with its sentences", () => {
    const form = fromProduct(product);
    expect(validateEdit(form)).toBeNull();
    expect(validateEdit({ ...form, price: '' })).toEqual({ kind: 'fillRequired' });
    expect(validateEdit({ ...form, variants: [] })).toEqual({ kind: 'addVariant' });
    const second = changeVariant(blankVariant(), { type: 'field', field: 'color', value: 'Olive' });
    expect(validateEdit({ ...form, variants: [form.variants[0]!, blankVariant()] })).toEqual({
      kind: 'variantColor',
      n: 2,
    });
    expect(validateEdit({ ...form, variants: [form.variants[0]!, second] })).toEqual({ kind: 'variantImage', n: 2 });

    const messages = admin.admin.edit.errors;
    expect(messages.fillRequired).toBe(FILL_REQUIRED);
    expect(messages.addVariant).toBe(ADD_VARIANT);
    expect(t('admin.edit.errors.variantColor', { n: 2 })).toBe(variantColorRequired(2));
    expect(t('admin.edit.errors.variantImage', { n: 2 })).toBe(variantImageRequired(2));
  });

  it('changes stock, images and their order of one variant', () => {
    let v = changeVariant(blankVariant(), { type: 'addImages', urls: ['x', 'y'] });
    v = changeVariant(v, { type: 'moveImage', index: 1, by: -1 });
    expect(v.images).toEqual(['y', 'x']);
    v = changeVariant(v, { type: 'removeImage', index: 0 });
    expect(v.images).toEqual(['x']);
    expect(changeVariant(v, { type: 'stock', size: 'XL', value: -2 }).stock.XL).toBe(0);
  });
});
