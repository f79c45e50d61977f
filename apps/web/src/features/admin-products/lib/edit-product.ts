import { variantColorRepeated, variantColorRequired, variantImageRequired } from '@shop/shared/admin-rules';
import type { ProductUpdate, ProductUpdateInput } from '@shop/shared/admin';
import type { Product } from '@shop/shared/catalog';
import type { Translate } from '../../../lib/i18n.ts';
import { wholeNumber } from '../../../lib/digits.ts';
import type { SizeSetChoice, SizeSetName } from '@shop/shared/catalog-rules';
import { emptyStock, type Gender, type Stock } from './batch-builder.ts';
import { stockGrid } from './size-set-form.ts';

/**
 * The edit form's values, as `EditProductFormSchema` (the update's rules, with a sentence of its
 * own for each empty required field) reads them: variants with free-text colours and their stock
 * per size as the grid of the product's size set (`[{ size: 'XS', stock: 0 }, …]`).
 */
export type EditVariant = {
  _id?: string;
  name: string;
  description: string;
  color: string;
  sizes: Stock;
  images: string[];
};
export type EditForm = {
  /** '' for a product named in Burmese only (its main name is then its Burmese one). */
  itemName: string;
  itemNameMy: string;
  descriptionMy: string;
  materialMy: string;
  detailsMy: string;
  /** Whole kyat; '' while the field is empty. */
  price: number | '';
  mainCategory: string;
  subCategory: string;
  /** '' once "Choose gender" is picked: the schema refuses it. */
  gender: Gender | '';
  description: string;
  material: string;
  brand: string;
  batchName: string;
  details: string;
  sizeSet: SizeSetName;
  customSizes: string[];
  variants: EditVariant[];
};

/** A new variant, its stock grid that of `set` (clothing by default). */
export const blankVariant = (set?: SizeSetChoice): EditVariant => ({
  name: '',
  description: '',
  color: '',
  sizes: set ? stockGrid(set) : emptyStock(),
  images: [],
});

export function fromProduct(product: Product): EditForm {
  return {
    itemName: product.itemName === product.itemNameMy ? '' : product.itemName,
    itemNameMy: product.itemNameMy,
    descriptionMy: product.descriptionMy,
    materialMy: product.materialMy,
    detailsMy: product.detailsMy,
    price: product.price,
    mainCategory: product.mainCategory,
    subCategory: product.subCategory,
    gender: product.gender,
    description: product.description,
    material: product.material,
    brand: product.brand,
    batchName: product.batchName,
    details: product.details,
    sizeSet: product.sizeSet,
    customSizes: [...product.customSizes],
    variants: product.variants.map((v) => ({
      _id: v._id,
      name: v.name,
      description: v.description,
      color: v.color,
      images: [...v.images],
      sizes: stockGrid(product, v.sizes),
    })),
  };
}

/**
 * The checked form as the update's body: a variant without a name of its own takes the product's.
 * The form shows every size; a size the colour did not offer and still has no stock stays not
 * offered (left out), so an edit of the price alone changes no size and the audit trail says only
 * what the owner changed. A size it offered keeps being offered, at 0 when emptied.
 */
export function toUpdateInput(
  checked: ProductUpdate,
  version: string,
  original?: Pick<Product, 'variants'>,
): ProductUpdateInput {
  const offered = new Map(original?.variants.map((v) => [v._id, new Set(v.sizes.map((s) => s.size))]));
  return {
    ...checked,
    version,
    variants: checked.variants.map((v) => {
      const before = (v._id && offered.get(v._id)) || new Set<string>();
      return {
        ...v,
        name: v.name || checked.itemName || checked.itemNameMy,
        sizes: v.sizes.filter((s) => s.stock > 0 || before.has(s.size)),
      };
    }),
  };
}

/** Stock typed into a size's field: whole units (Myanmar digits too), 0 while empty. */
export function stockUnits(raw: string): number {
  const units = wholeNumber(raw);
  return units === '' ? 0 : units;
}

/**
 * A variant's error in the language shown: the schema's sentences about variant `n` ("Variant 2:
 * Color is required") come from the catalogue with `n` in them; any other is shown as it came.
 */
export function variantMessage(message: string, n: number, t: Translate): string {
  if (message === variantColorRequired(n)) return t('admin.edit.errors.variantColor', { n });
  if (message === variantImageRequired(n)) return t('admin.edit.errors.variantImage', { n });
  if (message === variantColorRepeated(n)) return t('admin.edit.errors.variantColorRepeated', { n });
  return message;
}
