import type { Order, OrderListQuery, Page } from '@oneclick/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';

/** Orders for staff: every order for admins, a reseller's own. */
export function ordersQuery(query: OrderListQuery) {
  return queryOptions({
    queryKey: ['orders', 'list', query],
    queryFn: ({ signal }) => apiRequest<Page<Order>>(`/orders${toQueryString(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The signed-in user's own orders, newest first, one page at a time. */
export function myOrdersQuery(page: number) {
  return queryOptions({
    queryKey: ['orders', 'mine', page],
    queryFn: ({ signal }) => apiRequest<Page<Order>>(`/me/orders${toQueryString({ page })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
