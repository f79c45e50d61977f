import { useState } from 'react';
import type { AdminProductRow } from '@shop/shared/admin';
import type { Size } from '@shop/shared/catalog';
import { inLanguage, sizeLabel } from '@shop/shared/catalog-rules';
import { MAX_LINE_QUANTITY } from '@shop/shared/cart-rules';
import { formatMMK } from '@shop/shared/money';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useOrderProductSearch } from '../api/product-search.ts';

/** One line of an order being taken or edited; `price` is shown only (the server prices the order). */
export type DraftLine = {
  productId: string;
  itemName: string;
  itemNameMy: string;
  color: string;
  /** The colour's Burmese name ('' when it has none): the line reads in the owner's language. */
  colorMy: string;
  size: Size;
  quantity: number;
  price: number;
};

const sameUnit = (a: DraftLine, b: DraftLine) =>
  a.productId === b.productId && a.color === b.color && a.size === b.size;

/** Finds a product (English or Burmese name), then its colour, size (with the stock left) and quantity. */
function LinePicker({ onAdd }: { onAdd: (line: DraftLine) => void }) {
  const { t, language } = useTranslation();
  const [search, setSearch] = useState('');
  const [product, setProduct] = useState<AdminProductRow | null>(null);
  const [color, setColor] = useState('');
  const [size, setSize] = useState<Size | ''>('');
  const [quantity, setQuantity] = useState(1);
  const found = useOrderProductSearch(useDebouncedValue(search, 300));
  const variant = product?.variants.find((v) => v.color === color);
  const stock = variant?.sizes.find((s) => s.size === size)?.stock ?? 0;

  const pick = (row: AdminProductRow) => {
    setProduct(row);
    setColor(row.variants[0]?.color ?? '');
    setSize('');
    setQuantity(1);
  };
  if (!product) {
    return (
      <div className="flex flex-col gap-2">
        <Field id="order-product-search" label={t('admin.newOrder.findProduct')} hint={t('admin.newOrder.findHint')}>
          <Input id="order-product-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </Field>
        {found.isFetching && <Spinner />}
        {search.trim() && found.data && (
          <ul
            className="flex flex-col divide-y divide-line rounded-md border border-line"
            aria-label={t('admin.newOrder.found')}
          >
            {found.data.products.length === 0 && (
              <li className="p-3 text-sm text-muted">{t('admin.newOrder.noProducts')}</li>
            )}
            {found.data.products.map((row) => (
              <li key={row._id}>
                <button
                  type="button"
                  className="flex min-h-11 w-full items-center justify-between gap-3 p-3 text-left text-sm hover:bg-surface"
                  onClick={() => pick(row)}
                >
                  <span className="font-semibold">{inLanguage(language, row.itemName, row.itemNameMy)}</span>
                  <span className="text-muted tabular-nums">{formatMMK(row.price, language)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3 rounded-md border border-line p-3">
      <p className="text-sm font-semibold">{inLanguage(language, product.itemName, product.itemNameMy)}</p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Field id="order-line-color" label={t('admin.newOrder.color')}>
          <Select id="order-line-color" value={color} onChange={(e) => (setColor(e.target.value), setSize(''))}>
            {product.variants.map((v) => (
              <option key={v.color} value={v.color}>
                {inLanguage(language, v.color, v.colorMy)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="order-line-size" label={t('admin.newOrder.size')}>
          <Select id="order-line-size" value={size} onChange={(e) => setSize(e.target.value as Size)}>
            <option value="">{t('admin.newOrder.chooseSize')}</option>
            {variant?.sizes.map((s) => (
              <option key={s.size} value={s.size} disabled={s.stock === 0}>
                {t('admin.newOrder.sizeLeft', { size: sizeLabel(s.size, language), count: s.stock })}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="order-line-quantity" label={t('admin.newOrder.quantity')}>
          <Input
            id="order-line-quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_LINE_QUANTITY}
            value={quantity}
            onChange={(e) => setQuantity(Math.min(MAX_LINE_QUANTITY, Math.max(1, Number(e.target.value) || 1)))}
          />
        </Field>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={!size || stock === 0}
          onClick={() => {
            if (size)
              onAdd({
                productId: product._id,
                itemName: product.itemName,
                itemNameMy: product.itemNameMy,
                color,
                colorMy: product.variants.find((v) => v.color === color)?.colorMy ?? '',
                size,
                quantity,
                price: product.price,
              });
            setProduct(null);
            setSearch('');
          }}
        >
          {t('admin.newOrder.addLine')}
        </Button>
        <Button variant="secondary" onClick={() => setProduct(null)}>
          {t('admin.newOrder.otherProduct')}
        </Button>
      </div>
    </div>
  );
}

/** The order's lines: quantity 1 to 10 each, removable, and a product picker to add more. */
export function OrderLinesEditor({
  lines,
  onChange,
  error,
}: {
  lines: readonly DraftLine[];
  onChange: (lines: DraftLine[]) => void;
  error?: string;
}) {
  const { t, language } = useTranslation();
  const add = (line: DraftLine) => {
    const same = lines.find((l) => sameUnit(l, line));
    onChange(
      same
        ? lines.map((l) =>
            l === same ? { ...l, quantity: Math.min(MAX_LINE_QUANTITY, l.quantity + line.quantity) } : l,
          )
        : [...lines, line],
    );
  };
  const subtotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  return (
    <div className="flex flex-col gap-3">
      {lines.length === 0 ? (
        <p className={`text-sm ${error ? 'text-danger' : 'text-muted'}`} role={error ? 'alert' : undefined}>
          {error ?? t('admin.newOrder.noLines')}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-line" aria-label={t('admin.newOrder.lines')}>
          {lines.map((line, index) => (
            <li
              key={`${line.productId}-${line.color}-${line.size}`}
              className="flex flex-wrap items-center gap-3 py-3"
              data-testid="order-line"
            >
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-semibold">{inLanguage(language, line.itemName, line.itemNameMy)}</p>
                <p className="text-muted">
                  {inLanguage(language, line.color, line.colorMy)} · {sizeLabel(line.size, language)} ·{' '}
                  {formatMMK(line.price, language)}
                </p>
              </div>
              <label className="sr-only" htmlFor={`order-line-${index}-quantity`}>
                {t('admin.newOrder.quantityOf', { name: inLanguage(language, line.itemName, line.itemNameMy) })}
              </label>
              <Input
                id={`order-line-${index}-quantity`}
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_LINE_QUANTITY}
                className="w-20"
                value={line.quantity}
                onChange={(e) => {
                  const quantity = Math.min(MAX_LINE_QUANTITY, Math.max(1, Number(e.target.value) || 1));
                  onChange(lines.map((l, i) => (i === index ? { ...l, quantity } : l)));
                }}
              />
              <Button variant="secondary" onClick={() => onChange(lines.filter((_, i) => i !== index))}>
                {t('admin.newOrder.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {lines.length > 0 && (
        <p className="text-sm font-semibold tabular-nums">
          {t('admin.newOrder.subtotal', { amount: formatMMK(subtotal, language) })}
        </p>
      )}
      <LinePicker onAdd={add} />
    </div>
  );
}
