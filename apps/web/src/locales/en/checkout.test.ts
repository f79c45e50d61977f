import { ADD_TO_CART_FAILED } from '@shop/shared/cart-rules';
import { ORDER_NOT_FOUND, ORDER_PLACED_COD } from '@shop/shared/orders-rules';
import { describe, expect, it } from 'vitest';
import cart from './cart.json';
import cartToasts from './cart-toasts.json';
import checkout from './checkout.json';

describe('cart, checkout and order messages', () => {
  it('words the spec messages exactly', () => {
    expect(checkout.checkout.placed).toBe(ORDER_PLACED_COD);
    expect(checkout.orders.notFound).toBe(ORDER_NOT_FOUND);
    expect(cartToasts.cartToasts.addFailed).toBe(ADD_TO_CART_FAILED);
    expect(checkout.checkout.paymentRequired).toBe('Payment method is required');
    expect(checkout.checkout.defaultSaved).toBe('Default address saved successfully!');
    expect(checkout.checkout.processing).toBe('Processing...');
    expect(cart.cart.emptyTitle).toBe('Your cart is empty');
    expect(cart.cart.emptyBody).toBe('Add some items to get started!');
    expect(checkout.checkout.cities.others).toBe('Other (Calculated at checkout)');
    expect(checkout.orders.empty).toBe('No orders found');
  });
});
