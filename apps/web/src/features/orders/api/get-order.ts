import { routes } from '@oneclick/shared';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ordersKeys } from '../../../lib/query-keys';

export function orderQuery(id: string) {
  return queryOptions({
    queryKey: ordersKeys.order(id),
    queryFn: ({ signal }) => call(routes.orders.getOrder, { params: { id }, signal }),
    meta: { handlesErrors: true },
    retry: false,
  });
}
