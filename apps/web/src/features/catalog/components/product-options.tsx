import { wholeNumber } from '../../../lib/digits.ts';
import { useState } from 'react';
import { localDigits, useTranslation } from '../../../lib/i18n.ts';
import type { ProductVariant } from '@shop/shared/catalog';
import { inLanguage, isLowStock, sizeLabel, sizesOfSet, type SizeSetChoice } from '@shop/shared/catalog-rules';
import { quantityLimit, sizeStock } from '../lib/catalog-rules.ts';

const choiceClass = (selected: boolean) =>
  `inline-flex min-h-11 min-w-12 items-center justify-center rounded-md border px-3 text-sm font-semibold transition-colors ${
    selected ? 'border-ink bg-ink text-white' : 'border-line bg-white hover:border-ink'
  }`;

/**
 * Colour buttons with their swatches (drawn here, not by the admin's `Swatch`: the product page's
 * first load stays under its budget), named in the reader's language; shown only when the
 * product comes in more than one colour.
 */
export function ColorPicker({
  variants,
  selected,
  onSelect,
  waiting,
}: {
  variants: readonly ProductVariant[];
  selected: string | null;
  onSelect: (color: string) => void;
  /** Until the page's code runs: each button says it is not ready (`aria-disabled`). */
  waiting?: true;
}) {
  const { t, language } = useTranslation();
  if (variants.length <= 1) return null;
  const nameOf = (variant: ProductVariant) => inLanguage(language, variant.color, variant.colorMy);
  const chosen = variants.find((v) => v.color.toLowerCase() === selected?.toLowerCase());
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm">
        <span className="font-semibold">{t('product.color')}</span>
        {chosen && <span className="text-muted">: {nameOf(chosen)}</span>}
      </legend>
      <div className="flex flex-wrap gap-2">
        {variants.map((variant) => {
          const active = variant.color.toLowerCase() === selected?.toLowerCase();
          return (
            <button
              key={variant.color}
              type="button"
              aria-pressed={active}
              aria-disabled={waiting}
              onClick={() => onSelect(variant.color)}
              className={`${choiceClass(active)} gap-2`}
            >
              <span
                aria-hidden="true"
                className="inline-block size-3 shrink-0 rounded-full border border-black/20"
                style={{ backgroundColor: variant.swatch }}
              />
              <span className="whitespace-nowrap">{nameOf(variant)}</span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * The sizes of the product's set (XS to XXL, EU 35 to 46, one size or the owner's list), as the
 * reader writes them; a size without stock (or missing in this colour) is disabled and struck through.
 */
export function SizePicker({
  set,
  variant,
  selected,
  onSelect,
  waiting,
}: {
  set: SizeSetChoice;
  variant: ProductVariant | undefined;
  selected: string | null;
  onSelect: (size: string) => void;
  waiting?: true;
}) {
  const { t, language } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm">
        <span className="font-semibold">{t('product.size')}</span>
        {selected && <span className="text-muted">: {sizeLabel(selected, language)}</span>}
      </legend>
      <div className="flex flex-wrap gap-2">
        {sizesOfSet(set).map((size) => {
          const available = sizeStock(variant, size) > 0;
          const active = size === selected;
          const label = sizeLabel(size, language);
          return (
            <button
              key={size}
              type="button"
              aria-pressed={active}
              disabled={!available}
              aria-disabled={waiting}
              aria-label={available ? label : t('product.sizeUnavailable', { size: label })}
              onClick={() => onSelect(size)}
              className={`${choiceClass(active)} whitespace-nowrap disabled:cursor-not-allowed disabled:border-line disabled:bg-surface disabled:text-muted disabled:line-through`}
            >
              {label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/** − n + within 1 to min(10, stock). */
export function QuantityStepper({
  value,
  stock,
  onChange,
  id,
  waiting,
}: {
  value: number;
  stock: number;
  onChange: (quantity: number) => void;
  id: string;
  waiting?: true;
}) {
  const { t, language } = useTranslation();
  const max = quantityLimit(stock);
  const disabled = stock <= 0;
  // An emptied field stays empty while typing; it falls back to the quantity when left.
  const [emptied, setEmptied] = useState(false);
  const stepClass =
    'inline-flex size-11 items-center justify-center text-lg disabled:cursor-not-allowed disabled:text-line';
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold">
        {t('product.quantity')}
      </label>
      <div className="inline-flex w-fit items-center rounded-md border border-line">
        <button
          type="button"
          className={stepClass}
          onClick={() => onChange(value - 1)}
          disabled={disabled || value <= 1}
          aria-disabled={waiting}
          aria-label={t('product.decrease')}
        >
          −
        </button>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          role="spinbutton"
          aria-valuemin={1}
          aria-valuemax={max}
          aria-valuenow={value}
          value={emptied ? '' : localDigits(value, language)}
          disabled={disabled}
          aria-disabled={waiting}
          onChange={(event) => {
            // A Burmese keyboard types Myanmar digits: read as the same number.
            const typed = wholeNumber(event.target.value);
            setEmptied(typed === '');
            if (typed !== '') onChange(typed);
          }}
          onBlur={() => setEmptied(false)}
          // A spin button steps with the arrow keys, as the number field it replaces did.
          onKeyDown={(event) => {
            const step = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
            if (!step) return;
            event.preventDefault();
            onChange(Math.min(max, Math.max(1, value + step)));
          }}
          className="h-11 w-12 border-x border-line text-center text-base focus-visible:-outline-offset-2"
        />
        <button
          type="button"
          className={stepClass}
          onClick={() => onChange(value + 1)}
          disabled={disabled || value >= max}
          aria-disabled={waiting}
          aria-label={t('product.increase')}
        >
          +
        </button>
      </div>
    </div>
  );
}

/** '12 in stock', red 'Only 3 left' below 5, or 'This item is out of stock'. */
export function StockLine({ stock, of = 'size' }: { stock: number; of?: 'size' | 'colour' }) {
  const { t } = useTranslation();
  // The chosen size's line, or (before a size is chosen) the colour's.
  const testId = of === 'size' ? 'stock-line' : 'colour-stock-line';
  if (stock <= 0)
    return (
      <p className="text-sm font-semibold text-danger" data-testid={testId}>
        {t('product.outOfStockLine')}
      </p>
    );
  if (isLowStock(stock))
    return (
      <p className="text-sm font-semibold text-danger" data-testid={testId}>
        {t('product.lowStock', { count: stock })}
      </p>
    );
  return (
    <p className="text-sm text-success" data-testid={testId}>
      {t('product.inStock', { count: stock })}
    </p>
  );
}
