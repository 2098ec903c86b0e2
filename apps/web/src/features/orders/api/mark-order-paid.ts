import { routes } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';
import { PAYMENT_CHANGES } from './paid-order-queries';

export function markOrderPaid(id: string) {
  return call(routes.orders.markOrderPaid, { params: { id } });
}

export function useMarkOrderPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markOrderPaid,
    meta: { handlesErrors: true },
    onSuccess: () => refreshQueries(queryClient, PAYMENT_CHANGES),
  });
}
