import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntityType, AuditList } from '@shop/shared/admin';
import { AUDIT_PAGE_SIZE } from '@shop/shared/admin-rules';
import { apiRequest } from '../../../lib/api-client.ts';

export type AuditFilter = { entityType?: AuditEntityType; entityId?: string };

/** GET /api/admin/audit?entityType&entityId&page — admin changes, newest first. */
export function fetchAudit(filter: AuditFilter, page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), limit: String(AUDIT_PAGE_SIZE) });
  if (filter.entityType) query.set('entityType', filter.entityType);
  if (filter.entityId) query.set('entityId', filter.entityId);
  return apiRequest<AuditList>(`/api/admin/audit?${query}`, { signal });
}

export function auditQuery(filter: AuditFilter, page: number) {
  return queryOptions({
    queryKey: ['admin', 'audit', filter.entityType ?? 'all', filter.entityId ?? 'all', page] as const,
    queryFn: ({ signal }) => fetchAudit(filter, page, signal),
    // Every admin change adds to it, from any screen: show what is there now.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useAudit(filter: AuditFilter, page: number) {
  return useQuery(auditQuery(filter, page));
}
