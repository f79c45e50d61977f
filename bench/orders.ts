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

export function orderBody(cartItems: ReturnType<typeof pickLines>) {
  return { cartItems, billingDetails, paymentMethod: 'cod', isGuest: true };
}
