import type { StockUnit } from './catalogue.ts';

/** A guest's delivery details that pass checkout's validation. */
export const billingDetails = {
  name: 'Bench Buyer',
  email: 'bench@example.com',
  phone: '09 4500 12345',
  region: 'yangon',
  city: 'yangon',
  township: 'Kamayut',
  fullAddress: 'No. 12, Baho Road',
};

/** `lines` different stock units picked at random, one of each. */
export function pickLines(units: readonly StockUnit[], lines: number) {
  const picked = new Set<StockUnit>();
  while (picked.size < Math.min(lines, units.length)) picked.add(units[Math.floor(Math.random() * units.length)]!);
  return [...picked].map((u) => ({ productId: u.productId, color: u.color, size: u.size, quantity: 1 }));
}

/**
 * The `n`th buyer of a run: a phone and an email of their own, as the buyers of a sale have (one
 * phone placing every order is a flood, which the guest limits refuse: its own scenario).
 */
export function buyer(run: string, n: number) {
  return {
    ...billingDetails,
    email: `buyer-${run}-${n}@example.com`,
    phone: `09450${String(n % 1e6).padStart(6, '0')}`,
  };
}

export function orderBody(cartItems: ReturnType<typeof pickLines>, details: typeof billingDetails = billingDetails) {
  return { cartItems, billingDetails: details, paymentMethod: 'cod', isGuest: true };
}
