import type { Order } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';
import { PAYMENT_CHANGES } from './paid-order-queries';

export function markOrderPaid(id: string) {
  return apiRequest<Order>(`/orders/${encodeURIComponent(id)}/mark-paid`, { method: 'POST' });
}

export function useMarkOrderPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markOrderPaid,
    meta: { handlesErrors: true },
    onSuccess: () => refreshQueries(queryClient, PAYMENT_CHANGES),
  });
}
