import type { SalesReport, SalesReportQuery } from '@oneclick/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';

export function salesReportQuery(query: SalesReportQuery) {
  return queryOptions({
    queryKey: ['sales', 'report', query],
    queryFn: ({ signal }) => apiRequest<SalesReport>(`/sales${toQueryString(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
