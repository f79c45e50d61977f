import { describe, expect, it } from 'vitest';
import * as orders from './orders.ts';
import { canReturnOrder, displayStatus, normalizeOrderId, ORDER_ID_PATTERN } from './orders-rules.ts';

describe('orders rules', () => {
  it('lets only a shipped order come back from the courier', () => {
    expect(canReturnOrder('shipped')).toBe(true);
    for (const status of ['pending', 'processing', 'delivered', 'cancelled'])
      expect(canReturnOrder(status)).toBe(false);
  });

  it('shows an unknown or missing status as pending and keeps old "completed"', () => {
    expect(displayStatus(undefined)).toBe('pending');
    expect(displayStatus('weird')).toBe('pending');
    expect(displayStatus('completed')).toBe('completed');
    expect(displayStatus('shipped')).toBe('shipped');
  });

  it('reads order ids the way people type them', () => {
    const id = normalizeOrderId('ord 7kq2 m9xd 4hoi');
    expect(id).toBe('ORD-7KQ2-M9XD-4H01');
    expect(ORDER_ID_PATTERN.test(id!)).toBe(true);
  });

  it('stays reachable through the schema module for the server', () => {
    expect(orders.ORDER_PLACED_COD).toBe('Order placed successfully! Pay at your house when delivered.');
    expect(orders.ORDER_STATUSES).toContain('pending');
  });
});
