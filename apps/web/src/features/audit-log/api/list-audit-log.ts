import { type AuditLogQuery, routes } from '@oneclick/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export function auditLogQuery(query: AuditLogQuery) {
  return queryOptions({
    queryKey: ['audit-log', query],
    queryFn: ({ signal }) => call(routes.auditLog.listAuditLog, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
