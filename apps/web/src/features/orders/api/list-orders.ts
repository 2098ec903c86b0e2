import { type OrderListQuery, routes } from '@oneclick/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ordersKeys } from '../../../lib/query-keys';

/** Orders for staff: every order for admins, a reseller's own. */
export function ordersQuery(query: OrderListQuery) {
  return queryOptions({
    queryKey: ordersKeys.list(query),
    queryFn: ({ signal }) => call(routes.orders.listOrders, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The signed-in user's own orders, newest first, one page at a time. */
export function myOrdersQuery(page: number) {
  return queryOptions({
    queryKey: ordersKeys.minePage(page),
    queryFn: ({ signal }) => call(routes.orders.listOwnOrders, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}
