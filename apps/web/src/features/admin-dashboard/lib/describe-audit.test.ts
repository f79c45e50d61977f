import type { AuditEntry } from '@shop/shared/admin';
import { describe, expect, it } from 'vitest';
import { addMessages, translate as t } from '../../../lib/i18n.ts';
import admin from '../../../locales/en/admin.json?catalogue';
import { describeAudit } from './describe-audit.ts';

addMessages(admin);

const base = { _id: '1', at: '2026-03-14T08:00:00.000Z', actorId: 'a', actorEmail: 'boss@shop.test' };

describe('audit entries in words', () => {
  it('reads a delivery change with fees in MMK and blanks as "as above", and a courier return', () => {
    const entry: AuditEntry = {
      ...base,
      entityType: 'delivery',
      entityId: '12',
      action: 'delivery.update',
      summary: {
        name: 'Kamayut',
        changes: [
          { field: 'fee', from: null, to: 3500 },
          { field: 'enabled', from: 'on', to: 'off' },
        ],
      },
    };
    expect(describeAudit(entry, t)).toEqual({
      title: 'Edited delivery place Kamayut',
      lines: ['Fee (MMK): as above → 3,500 MMK', 'Delivered to: on → off'],
    });
    const back: AuditEntry = {
      ...base,
      entityType: 'order',
      entityId: 'ORD-1',
      action: 'order.status',
      summary: { from: 'shipped', to: 'cancelled', reason: 'refused' },
    };
    expect(describeAudit(back, t).lines).toEqual(['Refused at the door']);
  });

  it('reads a product edit field by field, with money in MMK and stock per size', () => {
    const entry: AuditEntry = {
      ...base,
      entityType: 'product',
      entityId: 'p1',
      action: 'product.update',
      summary: {
        itemName: 'Diff Tee II',
        changes: [
          { field: 'price', from: 25_000, to: 27_500 },
          { field: 'gender', from: 'male', to: 'unisex' },
          { field: 'brand', from: '', to: 'SW' },
        ],
        textsChanged: ['details'],
        variantsAdded: ['Blue'],
        variantsRemoved: ['Red', 'Green'],
        variantsEdited: [{ color: 'Charcoal', previousColor: 'Black', fields: ['color', 'images'] }],
        stock: [{ color: 'Charcoal', size: 'L', from: 2, to: null }],
      },
    };
    expect(describeAudit(entry, t)).toEqual({
      title: 'Edited product Diff Tee II',
      lines: [
        'Price: 25,000 MMK → 27,500 MMK',
        'Gender: Male → Unisex',
        'Brand: (empty) → SW',
        'Details changed',
        'Colours added: Blue',
        'Colours removed: Red, Green',
        'Charcoal (was Black): colour, images changed',
        'Stock Charcoal L: 2 → not offered',
      ],
    });
  });

  it('reads additions, deletions, status moves and deleted customers', () => {
    const snapshot = {
      itemName: 'Log Tee',
      price: 21_000,
      batchName: 'Drop',
      colours: ['Black', 'Red'],
      totalStock: 1,
    };
    expect(
      describeAudit({ ...base, entityType: 'product', entityId: 'p', action: 'product.create', summary: snapshot }, t),
    ).toEqual({ title: 'Added product Log Tee', lines: ['21,000 MMK · batch “Drop” · colours: Black, Red · 1 unit'] });
    expect(
      describeAudit(
        {
          ...base,
          entityType: 'order',
          entityId: 'ORD-1',
          action: 'order.status',
          summary: { from: 'pending', to: 'shipped' },
        },
        t,
      ).title,
    ).toBe('Order ORD-1: Pending → Shipped');
    expect(
      describeAudit(
        {
          ...base,
          entityType: 'customer',
          entityId: 'u',
          action: 'customer.delete',
          summary: { name: 'Daw Gone', email: 'g@x.mm', orders: 2, restockedOrders: 1 },
        },
        t,
      ),
    ).toEqual({
      title: 'Deleted customer Daw Gone (g@x.mm)',
      lines: ['2 orders deleted with the account, 1 returned to stock'],
    });
  });

  it('says so when a save changed nothing', () => {
    const summary = {
      itemName: 'Same',
      changes: [],
      textsChanged: [],
      variantsAdded: [],
      variantsRemoved: [],
      variantsEdited: [],
      stock: [],
    };
    expect(
      describeAudit({ ...base, entityType: 'product', entityId: 'p', action: 'product.update', summary }, t).lines,
    ).toEqual(['Saved without changes']);
  });

  it('reads KBZ Pay settings changes and payment decisions', () => {
    const settings = describeAudit(
      {
        ...base,
        entityType: 'payment',
        entityId: 'kbzpay',
        action: 'payment.settings',
        summary: {
          changes: [
            { field: 'kbzpayEnabled', from: 'false', to: 'true' },
            { field: 'qrImage', from: null, to: '/uploads/products/a-480.webp' },
          ],
        },
      },
      t,
    );
    expect(settings).toEqual({
      title: 'Changed the KBZ Pay settings',
      lines: ['KBZ Pay on: false → true', 'QR image: (empty) → /uploads/products/a-480.webp'],
    });
    const summary = { transactionId: 'TX-1', total: 48_000, reason: 'Not received' };
    expect(
      describeAudit({ ...base, entityType: 'payment', entityId: 'ORD-1', action: 'payment.reject', summary }, t),
    ).toEqual({
      title: 'Order ORD-1: KBZ Pay payment of 48,000 MMK rejected (transaction TX-1)',
      lines: ['Reason: Not received'],
    });
  });

  it('says when the owner confirmed an id already confirmed elsewhere, and a transfer a cancellation closed', () => {
    const summary = { transactionId: '01003984022', total: 48_000, duplicateOf: ['ORD-A', 'ORD-B'] };
    expect(
      describeAudit({ ...base, entityType: 'payment', entityId: 'ORD-1', action: 'payment.confirm', summary }, t).lines,
    ).toEqual(['Confirmed anyway: this transaction id was already confirmed on ORD-A, ORD-B']);
    const cancelled: AuditEntry = {
      ...base,
      entityType: 'order',
      entityId: 'ORD-1',
      action: 'order.status',
      summary: { from: 'pending', to: 'cancelled', closedTransfer: 'TX-9' },
    };
    expect(describeAudit(cancelled, t).lines).toEqual(['KBZ Pay transfer TX-9 closed without being checked']);
  });
});
