import type { SalesSummary, SalesSummaryQuery } from '@oneclick/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';

export function salesSummaryQuery(query: SalesSummaryQuery) {
  return queryOptions({
    queryKey: ['sales', 'summary', query],
    queryFn: ({ signal }) => apiRequest<SalesSummary>(`/sales/summary${toQueryString(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
