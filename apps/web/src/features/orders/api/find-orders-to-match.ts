import { routes } from '@oneclick/shared';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Bank-transfer orders a transfer could pay, by order ID (or its start) or e-mail. */
export function ordersToMatchQuery(q: string) {
  return queryOptions({
    queryKey: ['payments', 'bank', 'orders-to-match', q],
    queryFn: ({ signal }) => call(routes.orders.findOrdersToMatch, { query: { q }, signal }),
    enabled: q.trim() !== '',
  });
}
