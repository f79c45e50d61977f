import type { AuditFieldChange, AuditOrderEdit } from '@shop/shared/admin';
import type { orderItems, orders } from '../../db/schema/index.ts';
import type { Line } from './order-write.ts';

export type OldLine = typeof orderItems.$inferSelect;
type Row = typeof orders.$inferSelect;
type Next = Pick<
  Row,
  'subtotal' | 'shippingCost' | 'total' | 'name' | 'email' | 'phone' | 'fullAddress' | 'deliveryNotes'
> & { region: string; city: string; township: string };

const FIELDS = ['name', 'phone', 'email', 'fullAddress', 'deliveryNotes', 'subtotal', 'shippingCost', 'total'] as const;

/**
 * What an edit changes, for the audit trail: each field before and after (the place as
 * "township, city, region"), and each line (product, colour, size) whose quantity moved, added
 * (from null) or removed (to null). Nothing in either list: the edit changes nothing.
 */
export function editChanges(row: Row, next: Next, before: readonly OldLine[], after: readonly Line[]): AuditOrderEdit {
  const changes: AuditFieldChange[] = [];
  const place = (p: { region: string; city: string; township: string }) => `${p.township}, ${p.city}, ${p.region}`;
  if (place(row) !== place(next)) changes.push({ field: 'place', from: place(row), to: place(next) });
  for (const field of FIELDS) {
    if (row[field] !== next[field]) changes.push({ field, from: row[field], to: next[field] });
  }
  const key = (l: { variantId: string; size: string }) => `${l.variantId}/${l.size}`;
  const was = new Map(before.map((l) => [key(l), l]));
  const lines: AuditOrderEdit['lines'] = [];
  for (const l of after) {
    const old = was.get(key(l));
    was.delete(key(l));
    if (old?.quantity === l.quantity && old.price === l.price) continue;
    lines.push({ item: l.itemName, color: l.color, size: l.size, from: old?.quantity ?? null, to: l.quantity });
  }
  for (const old of was.values()) {
    lines.push({ item: old.itemName, color: old.color, size: old.size, from: old.quantity, to: null });
  }
  return { changes, lines };
}
