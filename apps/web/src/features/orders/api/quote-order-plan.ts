import type { PlanQuote } from '@oneclick/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** What paying an open plan order would make of the buyer's plan; refreshed with the order. */
export function planQuoteQuery(orderId: string) {
  return queryOptions({
    queryKey: ['orders', orderId, 'plan-quote'],
    queryFn: ({ signal }) => apiRequest<PlanQuote>(`/orders/${encodeURIComponent(orderId)}/plan-quote`, { signal }),
    meta: { handlesErrors: true },
    retry: false,
  });
}
