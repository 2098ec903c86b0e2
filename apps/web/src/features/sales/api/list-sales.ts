import { routes, type SalesReportQuery } from '@oneclick/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { salesKeys } from '../../../lib/query-keys';

export function salesReportQuery(query: SalesReportQuery) {
  return queryOptions({
    queryKey: salesKeys.report(query),
    queryFn: ({ signal }) => call(routes.sales.listSales, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
