import { type AuditLogQuery, routes } from '@oneclick/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { auditLogKeys } from '../../../lib/query-keys';

export function auditLogQuery(query: AuditLogQuery) {
  return queryOptions({
    queryKey: auditLogKeys.list(query),
    queryFn: ({ signal }) => call(routes.auditLog.listAuditLog, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
