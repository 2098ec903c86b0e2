import type { Order } from '@oneclick/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';

/** Bank-transfer orders a transfer could pay, by order ID (or its start) or e-mail. */
export function ordersToMatchQuery(q: string) {
  return queryOptions({
    queryKey: ['payments', 'bank', 'orders-to-match', q],
    queryFn: ({ signal }) => apiRequest<Order[]>(`/payments/bank/orders-to-match${toQueryString({ q })}`, { signal }),
    enabled: q.trim() !== '',
  });
}
