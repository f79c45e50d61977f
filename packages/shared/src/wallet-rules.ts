/**
 * The wallets a shopper may pay by transfer with, and their names: no zod and nothing else, so the
 * storefront's first load may import it (orders-rules does).
 */

/** The ways to pay by transfer, each turned on by the owner (`payment_wallets`, migration 0015). */
export const WALLETS = ['kbzpay', 'wavepay', 'ayapay', 'cbpay', 'bank'] as const;
export type Wallet = (typeof WALLETS)[number];

export function isWallet(method: string): method is Wallet {
  return (WALLETS as readonly string[]).includes(method);
}

/** Each wallet's name as its own app writes it, and in Burmese (brand names stay as they are). */
export const WALLET_NAMES: Record<Wallet, { en: string; my: string }> = {
  kbzpay: { en: 'KBZ Pay', my: 'KBZ Pay' },
  wavepay: { en: 'Wave Pay', my: 'Wave Pay' },
  ayapay: { en: 'AYA Pay', my: 'AYA Pay' },
  cbpay: { en: 'CB Pay', my: 'CB Pay' },
  bank: { en: 'Bank transfer', my: 'ဘဏ်ငွေလွှဲ' },
};

export function walletName(wallet: Wallet, language: 'en' | 'my' = 'en'): string {
  return WALLET_NAMES[wallet][language];
}
