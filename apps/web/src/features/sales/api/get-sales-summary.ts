import { routes, type SalesSummaryQuery } from '@oneclick/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { salesKeys } from '../../../lib/query-keys';

export function salesSummaryQuery(query: SalesSummaryQuery) {
  return queryOptions({
    queryKey: salesKeys.summary(query),
    queryFn: ({ signal }) => call(routes.sales.getSalesSummary, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
