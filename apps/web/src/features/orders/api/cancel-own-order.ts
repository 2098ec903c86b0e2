import { routes } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ordersKeys } from '../../../lib/query-keys';

export function cancelOwnOrder(id: string) {
  return call(routes.orders.cancelOwnOrder, { params: { id } });
}

export function useCancelOwnOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOwnOrder,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}
