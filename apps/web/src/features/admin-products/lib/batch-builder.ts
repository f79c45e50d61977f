import { isVariantComplete } from '@shop/shared/admin-rules';
import { GENDERS, SIZES, type Size } from '@shop/shared/catalog-rules';
import type { BatchInput, BatchProductInput } from '@shop/shared/admin';
import { moveItem } from './image-list.ts';

/**
 * The batch builder's state and its pure moves: a batch
 * name, the products added per gender, and the product and colour variant being written.
 */
export type Gender = (typeof GENDERS)[number];
export type Stock = Record<Size, number>;

export type VariantDraft = { name: string; description: string; color: string; stock: Stock; images: string[] };
export type ProductDraft = {
  gender: Gender | '';
  itemName: string;
  mainCategory: string;
  subCategory: string;
  /** Whole kyat; '' while the field is empty. */
  price: number | '';
  description: string;
  material: string;
  brand: string;
  variants: VariantDraft[];
};
export type BatchProduct = Omit<ProductDraft, 'gender' | 'price'> & { price: number };

/** Which rule a move broke: the builder shows the matching sentence. */
export type BuilderError =
  'variantIncomplete' | 'genderRequired' | 'variantRequired' | 'categoryRequired' | 'priceInvalid';

export type BatchState = {
  batchName: string;
  genders: Record<Gender, BatchProduct[]>;
  draft: ProductDraft;
  variant: VariantDraft;
  error: BuilderError | null;
  /** The gender tab shown: the one of the product added last, or the one the admin picked. */
  tab: Gender;
};

export type ProductField = 'itemName' | 'mainCategory' | 'subCategory' | 'description' | 'material' | 'brand';
export type VariantField = 'name' | 'description' | 'color';

export type BatchAction =
  | { type: 'batchName'; value: string }
  | { type: 'tab'; value: Gender }
  | { type: 'gender'; value: Gender | '' }
  | { type: 'productField'; field: ProductField; value: string }
  | { type: 'price'; value: number | '' }
  | { type: 'variantField'; field: VariantField; value: string }
  | { type: 'stock'; size: Size; value: number }
  | { type: 'addImages'; urls: readonly string[] }
  | { type: 'removeImage'; index: number }
  | { type: 'moveImage'; index: number; by: -1 | 1 }
  | { type: 'addVariant' }
  | { type: 'removeVariant'; index: number }
  | { type: 'addProduct' }
  | { type: 'removeProduct'; gender: Gender; index: number }
  | { type: 'reset' };

export const emptyStock = (): Stock => Object.fromEntries(SIZES.map((s) => [s, 0])) as Stock;
export const emptyVariant = (): VariantDraft => ({
  name: '',
  description: '',
  color: '',
  stock: emptyStock(),
  images: [],
});
export const emptyDraft = (gender: Gender | '' = ''): ProductDraft => ({
  gender,
  itemName: '',
  mainCategory: '',
  subCategory: '',
  price: '',
  description: '',
  material: '',
  brand: '',
  variants: [],
});
export const initialBatch = (): BatchState => ({
  batchName: '',
  genders: { male: [], female: [], unisex: [] },
  draft: emptyDraft(),
  variant: emptyVariant(),
  error: null,
  tab: 'male',
});

const sizesOf = (stock: Stock) => SIZES.map((size) => ({ size, stock: stock[size] }));
/** Stock typed into a number field: whole units, never below zero. */
const units = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0);

/** The variant being written, completed with the product's name when it has none of its own. */
function variantToAdd(state: BatchState): VariantDraft {
  const name = state.variant.name.trim() || state.draft.itemName.trim();
  return { ...state.variant, name, color: state.variant.color.trim() };
}

/** Adds the variant being written to the product, if complete (name, colour, some stock, an image). */
export function addVariant(state: BatchState): BatchState {
  const variant = variantToAdd(state);
  if (!isVariantComplete({ ...variant, sizes: sizesOf(variant.stock) }))
    return { ...state, error: 'variantIncomplete' };
  return {
    ...state,
    draft: { ...state.draft, variants: [...state.draft.variants, variant] },
    variant: emptyVariant(),
    error: null,
  };
}

/** Adds the product being written to its gender's list: it needs a gender, a category, a price and a variant. */
export function addProduct(state: BatchState): BatchState {
  const { draft } = state;
  if (!draft.gender) return { ...state, error: 'genderRequired' };
  if (draft.variants.length === 0) return { ...state, error: 'variantRequired' };
  if (!draft.mainCategory.trim()) return { ...state, error: 'categoryRequired' };
  if (draft.price === '' || draft.price < 0 || !Number.isInteger(draft.price))
    return { ...state, error: 'priceInvalid' };
  const { gender, ...rest } = draft;
  const product: BatchProduct = {
    ...rest,
    price: draft.price,
    itemName: draft.itemName.trim() || draft.variants[0]!.name,
  };
  return {
    ...state,
    genders: { ...state.genders, [gender]: [...state.genders[gender], product] },
    draft: emptyDraft(gender),
    variant: emptyVariant(),
    error: null,
    tab: gender,
  };
}

/** Every edit of the product or variant clears the builder's error: a message never outlives its cause. */
export function batchReducer(state: BatchState, action: BatchAction): BatchState {
  switch (action.type) {
    case 'batchName':
      return { ...state, batchName: action.value };
    case 'tab':
      return { ...state, tab: action.value };
    case 'gender':
      return { ...state, draft: { ...state.draft, gender: action.value }, error: null };
    case 'productField':
      return { ...state, draft: { ...state.draft, [action.field]: action.value }, error: null };
    case 'price':
      return {
        ...state,
        draft: { ...state.draft, price: action.value === '' ? '' : Math.max(0, Math.round(action.value)) },
        error: null,
      };
    case 'variantField':
      return { ...state, variant: { ...state.variant, [action.field]: action.value }, error: null };
    case 'stock':
      return {
        ...state,
        variant: { ...state.variant, stock: { ...state.variant.stock, [action.size]: units(action.value) } },
        error: null,
      };
    case 'addImages':
      return {
        ...state,
        variant: { ...state.variant, images: [...state.variant.images, ...action.urls] },
        error: null,
      };
    case 'removeImage':
      return {
        ...state,
        variant: { ...state.variant, images: state.variant.images.filter((_, i) => i !== action.index) },
      };
    case 'moveImage':
      return {
        ...state,
        variant: { ...state.variant, images: moveItem(state.variant.images, action.index, action.by) },
      };
    case 'addVariant':
      return addVariant(state);
    case 'removeVariant':
      return {
        ...state,
        draft: { ...state.draft, variants: state.draft.variants.filter((_, i) => i !== action.index) },
      };
    case 'addProduct':
      return addProduct(state);
    case 'removeProduct':
      return {
        ...state,
        genders: {
          ...state.genders,
          [action.gender]: state.genders[action.gender].filter((_, i) => i !== action.index),
        },
      };
    case 'reset':
      return initialBatch();
  }
}

export const productCount = (state: BatchState) => GENDERS.reduce((n, g) => n + state.genders[g].length, 0);

/** Save Batch is offered only with a batch name and at least one product. */
export const canSaveBatch = (state: BatchState) => state.batchName.trim() !== '' && productCount(state) > 0;

/** The body of POST /api/auth/products. */
export function toBatchInput(state: BatchState): BatchInput {
  const product = (p: BatchProduct): BatchProductInput => ({
    itemName: p.itemName,
    mainCategory: p.mainCategory,
    subCategory: p.subCategory,
    price: p.price,
    description: p.description,
    material: p.material,
    brand: p.brand,
    variants: p.variants.map((v) => ({
      name: v.name,
      description: v.description,
      color: v.color,
      images: v.images,
      sizes: sizesOf(v.stock).filter((s) => s.stock > 0),
    })),
  });
  return {
    batchName: state.batchName.trim(),
    genders: {
      male: state.genders.male.map(product),
      female: state.genders.female.map(product),
      unisex: state.genders.unisex.map(product),
    },
  };
}
