import type { AuditEntry } from '@shop/shared/admin';
import type { Language } from '@shop/shared/language';
import { formatMMK } from '@shop/shared/money';
import type { Translate } from '../../../lib/i18n.ts';

type DeliveryEntry = Extract<AuditEntry, { action: `delivery.${string}` }>;

function value(field: string, raw: string | number | null, t: Translate, language: Language): string {
  if (raw === null || raw === '') return t('admin.audit.sameAsParent');
  if ((field === 'fee' || field === 'freeShippingThreshold') && typeof raw === 'number')
    return formatMMK(raw, language);
  return String(raw);
}

/** A change to the delivery zones or settings as people read it. */
export function describeDeliveryAudit(
  entry: DeliveryEntry,
  t: Translate,
  language: Language = 'en',
): { title: string; lines: string[] } {
  const changes = (list: { field: string; from: string | number | null; to: string | number | null }[]) =>
    list.map((c) =>
      t('admin.audit.change', {
        field: t(`admin.delivery.fields.${c.field}`),
        from: value(c.field, c.from, t, language),
        to: value(c.field, c.to, t, language),
      }),
    );
  switch (entry.action) {
    case 'delivery.create':
      return {
        title: t('admin.audit.deliveryCreate', { name: entry.summary.name }),
        lines: entry.summary.parent ? [t('admin.audit.deliveryParent', { parent: entry.summary.parent })] : [],
      };
    case 'delivery.update':
      return {
        title: t('admin.audit.deliveryUpdate', { name: entry.summary.name }),
        lines: changes(entry.summary.changes),
      };
    case 'delivery.move':
      return {
        title: t('admin.audit.deliveryMove', { name: entry.summary.name }),
        lines: [t(`admin.delivery.${entry.summary.direction === 'up' ? 'moveUp' : 'moveDown'}`)],
      };
    case 'delivery.settings':
      return { title: t('admin.audit.deliverySettings'), lines: changes(entry.summary.changes) };
  }
}
