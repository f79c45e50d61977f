import { GENDERS, SIZES } from '@shop/shared/catalog-rules';
import type { ProductUpdateInput } from '@shop/shared/admin';
import type { Product } from '@shop/shared/catalog';
import { emptyStock, type Stock } from './batch-builder.ts';
import { moveItem } from './image-list.ts';

/** The edit form's state: every field, variants with free-text colours. */
export type EditVariant = {
  key: string;
  _id?: string;
  name: string;
  description: string;
  color: string;
  stock: Stock;
  images: string[];
};
export type EditForm = {
  itemName: string;
  price: number | '';
  mainCategory: string;
  subCategory: string;
  gender: (typeof GENDERS)[number] | '';
  description: string;
  material: string;
  brand: string;
  batchName: string;
  details: string;
  variants: EditVariant[];
};

/** Which rule the form breaks, in the spec's order; `n` counts variants from 1. */
export type EditProblem =
  | { kind: 'fillRequired' }
  | { kind: 'addVariant' }
  | { kind: 'variantColor'; n: number }
  | { kind: 'variantImage'; n: number };

let nextKey = 0;
const key = () => `v${++nextKey}`;

export const blankVariant = (): EditVariant => ({
  key: key(),
  name: '',
  description: '',
  color: '',
  stock: emptyStock(),
  images: [],
});

export function fromProduct(product: Product): EditForm {
  return {
    itemName: product.itemName,
    price: product.price,
    mainCategory: product.mainCategory,
    subCategory: product.subCategory,
    gender: product.gender,
    description: product.description,
    material: product.material,
    brand: product.brand,
    batchName: product.batchName,
    details: product.details,
    variants: product.variants.map((v) => {
      const stock = emptyStock();
      for (const s of v.sizes) stock[s.size] = s.stock;
      return {
        key: key(),
        _id: v._id,
        name: v.name,
        description: v.description,
        color: v.color,
        images: [...v.images],
        stock,
      };
    }),
  };
}

/** The first broken rule, or null when the form may be sent. */
export function validateEdit(form: EditForm): EditProblem | null {
  if (!form.itemName.trim() || form.price === '' || !form.mainCategory.trim() || !form.gender)
    return { kind: 'fillRequired' };
  if (form.variants.length === 0) return { kind: 'addVariant' };
  for (const [i, v] of form.variants.entries()) {
    if (!v.color.trim()) return { kind: 'variantColor', n: i + 1 };
    if (v.images.length === 0) return { kind: 'variantImage', n: i + 1 };
  }
  return null;
}

export function toUpdateInput(form: EditForm): ProductUpdateInput {
  return {
    itemName: form.itemName.trim(),
    price: form.price === '' ? 0 : form.price,
    mainCategory: form.mainCategory.trim(),
    gender: form.gender || 'unisex',
    subCategory: form.subCategory.trim(),
    description: form.description,
    material: form.material,
    brand: form.brand,
    batchName: form.batchName,
    details: form.details,
    variants: form.variants.map((v) => ({
      ...(v._id ? { _id: v._id } : {}),
      name: v.name.trim() || form.itemName.trim(),
      description: v.description,
      color: v.color.trim(),
      images: v.images,
      sizes: SIZES.map((size) => ({ size, stock: v.stock[size] })),
    })),
  };
}

export type VariantChange =
  | { type: 'field'; field: 'name' | 'description' | 'color'; value: string }
  | { type: 'stock'; size: (typeof SIZES)[number]; value: number }
  | { type: 'addImages'; urls: readonly string[] }
  | { type: 'removeImage'; index: number }
  | { type: 'moveImage'; index: number; by: -1 | 1 };

export function changeVariant(variant: EditVariant, change: VariantChange): EditVariant {
  switch (change.type) {
    case 'field':
      return { ...variant, [change.field]: change.value };
    case 'stock': {
      const units = Number.isFinite(change.value) ? Math.max(0, Math.floor(change.value)) : 0;
      return { ...variant, stock: { ...variant.stock, [change.size]: units } };
    }
    case 'addImages':
      return { ...variant, images: [...variant.images, ...change.urls] };
    case 'removeImage':
      return { ...variant, images: variant.images.filter((_, i) => i !== change.index) };
    case 'moveImage':
      return { ...variant, images: moveItem(variant.images, change.index, change.by) };
  }
}
