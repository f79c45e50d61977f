import { GENDERS, type SizeStock } from '@shop/shared/catalog-rules';
import type { SizeSetName } from '@shop/shared/catalog-rules';
import { CLOTHING, stockGrid } from './size-set-form.ts';
import type { BatchDraft, BatchDraftInput, BatchInput, BatchProductInput, BatchVariant } from '@shop/shared/admin';

/**
 * The batch builder's values and the moves between its three forms: the variant being written
 * (added to the product once `BatchVariantSchema` passes it), the product being written (added to
 * the batch once `BatchDraftSchema` does), and the batch (`BatchFormSchema`, then sent as the
 * spec's body, grouped by gender).
 */
export type Gender = (typeof GENDERS)[number];
/** A variant's stock grid: every size of the product's set, in order (see `stockGrid`). */
export type Stock = SizeStock[];

/**
 * The product being written, as its form holds it: '' while no gender is chosen or no price typed;
 * its variants as they were checked when added.
 */
export type ProductDraft = Omit<BatchDraftInput, 'gender' | 'price' | 'variants' | 'sizeSet' | 'customSizes'> & {
  gender: Gender | '';
  price: number | '';
  sizeSet: SizeSetName;
  customSizes: string[];
  variants: BatchVariant[];
};
/** The batch as its form holds it: the products checked when added, each with its gender. */
export type BatchValues = { batchName: string; products: BatchDraft[] };

export const emptyStock = (): Stock => stockGrid(CLOTHING);

export const emptyDraft = (gender: Gender | '' = ''): ProductDraft => ({
  gender,
  itemName: '',
  itemNameMy: '',
  mainCategory: '',
  subCategory: '',
  price: '',
  description: '',
  descriptionMy: '',
  material: '',
  materialMy: '',
  brand: '',
  sizeSet: 'clothing',
  customSizes: [],
  variants: [],
});

export const emptyBatch = (): BatchValues => ({ batchName: '', products: [] });

/** A variant without a name of its own takes the product's (checked when the variant is added). */
export function withProductName<T extends { name: string }>(variant: T, productName: string): T {
  return { ...variant, name: variant.name.trim() || productName.trim() };
}

/** The checked product as the batch keeps it: without a name of its own it takes its first variant's. */
export function toBatchProduct(checked: BatchDraft): BatchDraft {
  return { ...checked, itemName: checked.itemName || checked.itemNameMy || checked.variants[0]!.name };
}

/** Save Batch is offered only with a batch name and at least one product (the spec). */
export const canSaveBatch = (batchName: string, productCount: number) => batchName.trim() !== '' && productCount > 0;

/** The body of POST /api/auth/products: the products grouped by gender, sizes without stock left out. */
export function toBatchInput(batch: BatchValues): BatchInput {
  const product = ({ gender: _gender, name: _name, ...p }: BatchDraft): BatchProductInput => ({
    ...p,
    variants: p.variants.map((v) => ({ ...v, sizes: v.sizes.filter((s) => s.stock > 0) })),
  });
  const of = (gender: Gender) => batch.products.filter((p) => p.gender === gender).map(product);
  return {
    batchName: batch.batchName.trim(),
    genders: { male: of('male'), female: of('female'), unisex: of('unisex') },
  };
}
