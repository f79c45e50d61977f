import type { AuditEntry } from '@shop/shared/admin';
import type { Language } from '@shop/shared/language';
import { formatMMK } from '@shop/shared/money';
import type { Translate } from '../../../lib/i18n.ts';

type OrderAudit = Extract<AuditEntry, { action: 'order.create' | 'order.edit' }>;
const MONEY = ['subtotal', 'shippingCost', 'total'];

/** An order the owner took, or changed before it shipped: headline, then what it holds or what changed. */
export function describeOrderAudit(
  entry: OrderAudit,
  t: Translate,
  language: Language,
): { title: string; lines: string[] } {
  if (entry.action === 'order.create') {
    const { source, customer, phone, items, total } = entry.summary;
    return {
      title: t('admin.audit.orderCreate', { id: entry.entityId, source: t(`admin.newOrder.sources.${source}`) }),
      lines: [`${customer} · ${phone}`, ...items, t('admin.audit.orderTotal', { total: formatMMK(total, language) })],
    };
  }
  const value = (field: string, v: string | number | null) =>
    v === null || v === ''
      ? t('admin.audit.blank')
      : MONEY.includes(field)
        ? formatMMK(Number(v), language)
        : String(v);
  return {
    title: t('admin.audit.orderEdit', { id: entry.entityId }),
    lines: [
      ...entry.summary.changes.map((c) =>
        t('admin.audit.change', {
          field: t(`admin.audit.orderFields.${c.field}`),
          from: value(c.field, c.from),
          to: value(c.field, c.to),
        }),
      ),
      ...entry.summary.lines.map((l) =>
        t('admin.audit.orderLine', {
          item: l.item,
          color: l.color,
          size: l.size,
          from: l.from ?? t('admin.audit.notInOrder'),
          to: l.to ?? t('admin.audit.notInOrder'),
        }),
      ),
    ],
  };
}
