import { isWallet, walletName } from '@shop/shared/wallet-rules';
import type { AuditEntry } from '@shop/shared/admin';
import type { Language } from '@shop/shared/language';
import { formatMMK } from '@shop/shared/money';
import type { Translate } from '../../../lib/i18n.ts';
import { describeDeliveryAudit } from './describe-delivery-audit.ts';
import { describeOrderAudit } from './describe-order-audit.ts';

const listOf = (items: readonly string[]) => items.join(', ');

function fieldValue(field: string, value: string | number | null, t: Translate, language: Language): string {
  if (value === null || value === '') return t('admin.audit.blank');
  if (field === 'price' && typeof value === 'number') return formatMMK(value, language);
  if (field === 'gender') return t(`admin.genders.${value}`);
  return String(value);
}

function snapshotLine(
  summary: { price: number; batchName: string; colours: string[]; totalStock: number },
  t: Translate,
  language: Language,
) {
  return t('admin.audit.snapshot', {
    price: formatMMK(summary.price, language),
    batch: summary.batchName || t('admin.audit.noBatch'),
    colours: listOf(summary.colours),
    count: summary.totalStock,
  });
}

/** An audit entry as people read it: one headline, then a line for each thing that changed. */
export function describeAudit(
  entry: AuditEntry,
  t: Translate,
  language: Language = 'en',
): { title: string; lines: string[] } {
  switch (entry.action) {
    case 'product.create':
      return {
        title: t('admin.audit.productCreate', { name: entry.summary.itemName }),
        lines: [snapshotLine(entry.summary, t, language)],
      };
    case 'product.delete':
      return {
        title: t('admin.audit.productDelete', { name: entry.summary.itemName }),
        lines: [snapshotLine(entry.summary, t, language)],
      };
    case 'order.status':
      return {
        title: t('admin.audit.orderStatus', {
          id: entry.entityId,
          from: t(`admin.status.${entry.summary.from}`),
          to: t(`admin.status.${entry.summary.to}`),
        }),
        lines: [
          ...(entry.summary.reason ? [t(`admin.returns.${entry.summary.reason}`)] : []),
          ...(entry.summary.closedTransfer
            ? [t('admin.audit.transferClosed', { transactionId: entry.summary.closedTransfer })]
            : []),
        ],
      };
    case 'order.create':
    case 'order.edit':
      return describeOrderAudit(entry, t, language);
    case 'delivery.create':
    case 'delivery.update':
    case 'delivery.move':
    case 'delivery.settings':
      return describeDeliveryAudit(entry, t, language);
    case 'customer.delete':
      return {
        title: t('admin.audit.customerDelete', { name: entry.summary.name, email: entry.summary.email }),
        lines: [
          t('admin.audit.customerOrders', { count: entry.summary.orders, restocked: entry.summary.restockedOrders }),
        ],
      };
    case 'payment.settings':
      return {
        title: t('admin.audit.paymentSettings', {
          wallet: isWallet(entry.entityId) ? walletName(entry.entityId, language) : entry.entityId,
        }),
        lines: entry.summary.changes.map((c) =>
          t('admin.audit.change', {
            field: t(`admin.audit.paymentFields.${c.field}`),
            from: c.from === null || c.from === '' ? t('admin.audit.blank') : String(c.from),
            to: c.to === null || c.to === '' ? t('admin.audit.blank') : String(c.to),
          }),
        ),
      };
    case 'shop.settings':
      return {
        title: t('admin.audit.shopSettings'),
        lines: entry.summary.changes.map((c) =>
          t('admin.audit.change', {
            field: t(`admin.audit.shopFields.${c.field}`),
            from: c.from === null || c.from === '' ? t('admin.audit.blank') : String(c.from),
            to: c.to === null || c.to === '' ? t('admin.audit.blank') : String(c.to),
          }),
        ),
      };
    case 'payment.confirm':
    case 'payment.reject':
      return {
        title: t(entry.action === 'payment.confirm' ? 'admin.audit.paymentConfirm' : 'admin.audit.paymentReject', {
          id: entry.entityId,
          amount: formatMMK(entry.summary.total, language),
          transactionId: entry.summary.transactionId,
        }),
        lines: [
          ...(entry.summary.reason ? [t('admin.audit.paymentReason', { reason: entry.summary.reason })] : []),
          ...(entry.summary.duplicateOf?.length
            ? [t('admin.audit.paymentDuplicate', { orders: listOf(entry.summary.duplicateOf) })]
            : []),
        ],
      };
    case 'product.update': {
      const s = entry.summary;
      const variantFields = (fields: string[]) => listOf(fields.map((f) => t(`admin.audit.variantFields.${f}`)));
      const lines = [
        ...s.changes.map((c) =>
          t('admin.audit.change', {
            field: t(`admin.audit.fields.${c.field}`),
            from: fieldValue(c.field, c.from, t, language),
            to: fieldValue(c.field, c.to, t, language),
          }),
        ),
        ...s.textsChanged.map((field) => t('admin.audit.textChanged', { field: t(`admin.audit.fields.${field}`) })),
        ...(s.variantsAdded.length ? [t('admin.audit.variantsAdded', { colours: listOf(s.variantsAdded) })] : []),
        ...(s.variantsRemoved.length ? [t('admin.audit.variantsRemoved', { colours: listOf(s.variantsRemoved) })] : []),
        ...s.variantsEdited.map((v) =>
          v.previousColor
            ? t('admin.audit.variantRenamed', {
                color: v.color,
                previous: v.previousColor,
                fields: variantFields(v.fields),
              })
            : t('admin.audit.variantEdited', { color: v.color, fields: variantFields(v.fields) }),
        ),
        ...s.stock.map((c) =>
          t('admin.audit.stock', {
            color: c.color,
            size: c.size,
            from: c.from ?? t('admin.audit.notOffered'),
            to: c.to ?? t('admin.audit.notOffered'),
          }),
        ),
      ];
      return {
        title: t('admin.audit.productUpdate', { name: s.itemName }),
        lines: lines.length ? lines : [t('admin.audit.noChanges')],
      };
    }
  }
}
