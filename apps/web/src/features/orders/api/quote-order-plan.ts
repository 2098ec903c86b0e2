import { routes } from '@oneclick/shared';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ordersKeys } from '../../../lib/query-keys';

/** What paying an open plan order would make of the buyer's plan; refreshed with the order. */
export function planQuoteQuery(orderId: string) {
  return queryOptions({
    queryKey: ordersKeys.planQuote(orderId),
    queryFn: ({ signal }) => call(routes.orders.quoteOrderPlan, { params: { id: orderId }, signal }),
    meta: { handlesErrors: true },
    retry: false,
  });
}
