import type { Order } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function cancelOwnOrder(id: string) {
  return apiRequest<Order>(`/me/orders/${encodeURIComponent(id)}/cancel`, { method: 'POST' });
}

export function useCancelOwnOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOwnOrder,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
}
