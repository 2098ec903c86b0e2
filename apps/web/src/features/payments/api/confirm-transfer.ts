import { routes } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ordersKeys } from '../../../lib/query-keys';

export function confirmTransfer(id: string) {
  return call(routes.payments.confirmTransfer, { params: { id } });
}

export function useConfirmTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTransfer,
    meta: { handlesErrors: true },
    onSuccess: (order) => {
      queryClient.setQueryData(ordersKeys.order(order.id), order);
      // The profile's list of orders shows the same order.
      return queryClient.invalidateQueries({ queryKey: ordersKeys.mine });
    },
  });
}
