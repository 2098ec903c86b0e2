import type { Order, OrderListQuery, Page } from '@oneclick/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';

export function ordersQuery(query: OrderListQuery) {
  return queryOptions({
    queryKey: ['orders', 'list', query],
    queryFn: ({ signal }) => apiRequest<Page<Order>>(`/orders${toQueryString(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
