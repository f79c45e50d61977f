import type { AuditEntry } from '@shop/shared/admin';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import { Pager } from '../../../components/ui/pager.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '@shop/shared/dates';
import { useAudit, type AuditFilter } from '../api/list-audit.ts';
import { describeAudit } from '../lib/describe-audit.ts';
import { adminPaths } from '@shop/shared/admin-paths';

/** Where an entry's subject can still be opened (a deleted product or customer has no page). */
function entityLink(entry: AuditEntry): string | null {
  if (entry.entityType === 'order') return adminPaths.order(entry.entityId);
  if (entry.action === 'product.create' || entry.action === 'product.update')
    return adminPaths.editProduct(entry.entityId);
  return null;
}

type AuditHistoryProps = {
  title: string;
  /** One product's or order's history; the whole trail without. */
  filter?: AuditFilter;
  /** Headlines link to what they are about (the dashboard's list; an entity's own page needs none). */
  linkEntities?: boolean;
};

/** Admin changes, newest first (GET /api/admin/audit): who, when, what; paged. */
export function AuditHistory({ title, filter = {}, linkEntities = false }: AuditHistoryProps) {
  const { t, language } = useTranslation();
  const [page, setPage] = useState(1);
  const audit = useAudit(filter, page);
  const headingId = `audit-${filter.entityType ?? 'all'}`;

  const body = (
    <QueryState
      query={audit}
      loadingLabel={t('common.loading')}
      skeleton={Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
      errorMessage={(error) => t('admin.audit.loadFailed', { message: errorMessage(error) })}
      isEmpty={(data) => data.entries.length === 0}
      empty={<p className="text-sm text-muted">{t('admin.audit.empty')}</p>}
    >
      {(data) => (
        <>
          <ol className="flex flex-col gap-3 border-l-2 border-line pl-4" aria-busy={audit.isPlaceholderData}>
            {data.entries.map((entry) => {
              const { title: headline, lines } = describeAudit(entry, (key, values) => t(key, values), language);
              const link = linkEntities ? entityLink(entry) : null;
              return (
                <li key={entry._id} className="text-sm">
                  <p className="font-semibold">
                    {link ? (
                      <Link to={link} className="hover:underline">
                        {headline}
                      </Link>
                    ) : (
                      headline
                    )}
                  </p>
                  {lines.length > 0 && (
                    <ul className="text-muted">
                      {lines.map((line, i) => (
                        <li key={i}>{line}</li>
                      ))}
                    </ul>
                  )}
                  <p className="text-xs text-muted">
                    {entry.actorEmail} · <time dateTime={entry.at}>{formatDateTime(entry.at, language)}</time>
                  </p>
                </li>
              );
            })}
          </ol>
          <Pager page={page} totalPages={data.pagination.totalPages} onPage={setPage} />
        </>
      )}
    </QueryState>
  );

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4 sm:p-5"
    >
      <h2 id={headingId} className="text-base font-bold">
        {title}
      </h2>
      {body}
    </section>
  );
}
