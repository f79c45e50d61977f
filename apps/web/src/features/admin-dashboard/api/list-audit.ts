import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntityType, AuditList } from '@shop/shared/admin';
import { AUDIT_PAGE_SIZE } from '@shop/shared/admin-rules';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminApi } from '@shop/shared/admin-paths';

export type AuditFilter = { entityType?: AuditEntityType; entityId?: string };

/** GET /api/admin/audit?entityType&entityId&page — admin changes, newest first. */
export function fetchAudit(filter: AuditFilter, page: number, signal?: AbortSignal) {
  return apiRequest<AuditList>(adminApi.audit({ page, limit: AUDIT_PAGE_SIZE, ...filter }), { signal });
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
