import type { AuditEntry, AuditLogQuery, Page } from '@oneclick/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';

export function auditLogQuery(query: AuditLogQuery) {
  return queryOptions({
    queryKey: ['audit-log', query],
    queryFn: ({ signal }) => apiRequest<Page<AuditEntry>>(`/audit-log${toQueryString(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
