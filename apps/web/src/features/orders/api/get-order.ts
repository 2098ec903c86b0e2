import type { Order } from '@oneclick/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function orderQuery(id: string) {
  return queryOptions({
    queryKey: ['orders', id],
    queryFn: ({ signal }) => apiRequest<Order>(`/orders/${encodeURIComponent(id)}`, { signal }),
    meta: { handlesErrors: true },
    retry: false,
  });
}
