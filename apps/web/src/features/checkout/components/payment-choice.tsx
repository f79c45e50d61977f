import type { UseFormRegister } from 'react-hook-form';
import type { BillingDetailsInput } from '@shop/shared/orders';
import { walletName, type Wallet } from '@shop/shared/wallet-rules';
import { localMessage, useTranslation } from '../../../lib/i18n.ts';

type Props = {
  register: UseFormRegister<BillingDetailsInput>;
  error: string | undefined;
  onEdit: () => void;
  /** The wallets the shop offers now (on and complete), in the order the shop lists them. */
  wallets: readonly Wallet[];
};

const option =
  'mt-2 flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-line px-4 py-3 has-[:checked]:border-ink';

/** How to pay: cash on delivery, or one of the wallets the shop has turned on, each by its name. */
export function PaymentChoice({ register, error, onEdit, wallets }: Props) {
  const { t, language } = useTranslation();
  const field = register('paymentMethod', { onChange: onEdit });
  return (
    <fieldset className="sm:col-span-2" aria-describedby={error ? 'checkout-payment-error' : undefined}>
      <legend className="text-sm font-semibold text-ink">
        {t('checkout.fields.paymentMethod')}
        <span aria-hidden="true" className="ml-0.5 text-danger">
          *
        </span>
      </legend>
      <label className={option}>
        <input type="radio" value="cod" className="size-4 accent-ink" {...field} />
        <span className="text-sm font-semibold">{t('checkout.cod')}</span>
      </label>
      {wallets.map((wallet) => {
        const name = walletName(wallet, language);
        return (
          <label key={wallet} className={option} data-wallet={wallet}>
            <input type="radio" value={wallet} className="size-4 accent-ink" {...field} />
            <span className="flex flex-col">
              <span className="text-sm font-semibold">{name}</span>
              <span className="text-xs text-muted">
                {wallet === 'bank' ? t('checkout.bankHint') : t('checkout.walletHint', { wallet: name })}
              </span>
            </span>
          </label>
        );
      })}
      {error && (
        <p id="checkout-payment-error" className="mt-1.5 text-sm text-danger">
          {localMessage(error, t)}
        </p>
      )}
    </fieldset>
  );
}
