import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import { formatMMK } from '@shop/shared/money';
import { inLanguage, sizeLabel } from '@shop/shared/catalog-rules';
import { Button } from '../../../components/ui/button.tsx';
import { Swatch } from '../../../components/ui/swatch.tsx';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import type { CartLineView } from '../use-cart.ts';
import { QuantityStepper } from './quantity-stepper.tsx';
import { paths } from '@shop/shared/paths';
import '../../../locales/cart.ts';

type CartLineRowProps = {
  line: CartLineView;
  onQuantity: (lineId: string, quantity: number) => Promise<void>;
  onRemove: (lineId: string) => Promise<void>;
};

const productPath = (line: CartLineView) => paths.product(line.productId, line.color);

/**
 * One line of the cart table. On phones the row becomes a card: picture beside the name, then
 * price, quantity and subtotal each with its own caption (the column headings are hidden there).
 */
export function CartLineRow({ line, onQuantity, onRemove }: CartLineRowProps) {
  const { t, language } = useTranslation();
  const [busy, setBusy] = useState<'quantity' | 'remove' | null>(null);
  const run = (kind: 'quantity' | 'remove', action: () => Promise<void>) => {
    setBusy(kind);
    void action().finally(() => setBusy(null));
  };
  const caption = 'text-xs font-semibold uppercase tracking-wide text-muted md:hidden';

  return (
    <tr
      data-testid="cart-line"
      className="grid grid-cols-[5rem_minmax(0,1fr)] gap-x-4 gap-y-3 border-b border-line py-5 md:table-row md:py-0"
    >
      <td className="row-span-4 md:py-5 md:pr-4 md:align-top">
        <div className="flex gap-4">
          <Link
            to={productPath(line)}
            className="block aspect-[4/5] w-20 shrink-0 overflow-hidden rounded-md bg-surface"
            aria-label={t('cart.viewProduct', { name: line.itemName })}
          >
            <Thumbnail src={line.image} alt={line.itemName} />
          </Link>
          <div className="hidden min-w-0 md:block">
            <LineText line={line} />
          </div>
        </div>
      </td>
      <td className="md:hidden">
        <LineText line={line} />
      </td>
      <td className="flex items-center justify-between md:table-cell md:py-5 md:align-top">
        <span className={caption}>{t('cart.columns.price')}</span>
        <span className="text-sm">{formatMMK(line.price, language)}</span>
      </td>
      <td className="flex items-start justify-between gap-3 md:table-cell md:py-5 md:align-top">
        <span className={`${caption} pt-3`}>{t('cart.columns.quantity')}</span>
        <QuantityStepper
          id={`line-${line._id}`}
          name={line.itemName}
          quantity={line.quantity}
          stock={line.stock}
          busy={busy !== null}
          onChange={(quantity) => run('quantity', () => onQuantity(line._id, quantity))}
        />
      </td>
      <td className="col-start-2 flex items-center justify-between md:table-cell md:py-5 md:align-top">
        <span className={caption}>{t('cart.columns.subtotal')}</span>
        <span className="text-sm font-semibold" data-testid="line-subtotal">
          {formatMMK(line.price * line.quantity, language)}
        </span>
      </td>
      <td className="col-start-2 md:table-cell md:py-5 md:text-right md:align-top">
        <Button
          variant="ghost"
          className="-mx-3 text-danger md:mx-0"
          busy={busy === 'remove'}
          disabled={busy !== null}
          aria-label={t('cart.removeLabel', { name: line.itemName })}
          onClick={() => run('remove', () => onRemove(line._id))}
        >
          {t('cart.remove')}
        </Button>
      </td>
    </tr>
  );
}

function LineText({ line }: { line: CartLineView }) {
  const { t, language } = useTranslation();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <Link to={productPath(line)} className="font-semibold leading-snug hover:underline">
        {line.itemName}
      </Link>
      <p className="text-sm text-muted">
        {line.color && (
          <span className="inline-flex items-center gap-1.5">
            <Swatch colour={line.swatch} />
            {t('cart.color', { color: inLanguage(language, line.color, line.colorMy) })} ·{' '}
          </span>
        )}
        <span>{t('cart.size', { size: sizeLabel(line.size, language) })}</span>
      </p>
    </div>
  );
}
