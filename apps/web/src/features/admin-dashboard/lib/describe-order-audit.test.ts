import type { AuditEntry } from '@shop/shared/admin';
import { describe, expect, it } from 'vitest';
import { addMessages, translate as t } from '../../../lib/i18n.ts';
import admin from '../../../locales/en/admin.json?catalogue';
import { describeAudit } from './describe-audit.ts';

addMessages(admin);

const base = { _id: '1', at: '2026-11-29T08:00:00.000Z', actorId: 'a', actorEmail: 'boss@shop.test' } as const;

describe('orders the owner took or changed, in words', () => {
  it('reads a taken order: source, customer, lines and total', () => {
    const entry: AuditEntry = {
      ...base,
      entityType: 'order',
      entityId: 'ORD-1',
      action: 'order.create',
      summary: {
        source: 'viber',
        customer: 'Ko Zaw',
        phone: '09250111222',
        items: ['Tee (Black, M) × 2'],
        total: 43_000,
      },
    };
    expect(describeAudit(entry, t)).toEqual({
      title: 'Order ORD-1 taken by the shop (Viber)',
      lines: ['Ko Zaw · 09250111222', 'Tee (Black, M) × 2', 'Total 43,000 MMK'],
    });
  });

  it('reads a change: fields with money in MMK, lines added and removed', () => {
    const entry: AuditEntry = {
      ...base,
      entityType: 'order',
      entityId: 'ORD-2',
      action: 'order.edit',
      summary: {
        changes: [
          { field: 'place', from: 'Kamayut, Yangon, Yangon Region', to: 'Amarapura, Mandalay, Mandalay Region' },
          { field: 'shippingCost', from: 3000, to: 5000 },
        ],
        lines: [
          { item: 'Tee', color: 'Black', size: 'M', from: 1, to: 3 },
          { item: 'Cap', color: 'Red', size: 'M', from: 1, to: null },
        ],
      },
    };
    expect(describeAudit(entry, t)).toEqual({
      title: 'Order ORD-2 changed',
      lines: [
        'Place: Kamayut, Yangon, Yangon Region → Amarapura, Mandalay, Mandalay Region',
        'Delivery: 3,000 MMK → 5,000 MMK',
        'Tee (Black, M): 1 → 3',
        'Cap (Red, M): 1 → none',
      ],
    });
  });
});
