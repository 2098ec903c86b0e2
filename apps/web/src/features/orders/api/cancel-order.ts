import { routes } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';
import { auditLogKeys, ordersKeys } from '../../../lib/query-keys';

export function cancelOrder({ id, reason }: { id: string; reason: string }) {
  return call(routes.orders.cancelOrder, { params: { id }, body: { reason } });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    meta: { handlesErrors: true },
    onSuccess: () => refreshQueries(queryClient, [ordersKeys.all, auditLogKeys.all]),
  });
}
