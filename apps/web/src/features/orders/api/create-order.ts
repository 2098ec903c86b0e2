import { type CreateOrderRequest, routes } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ordersKeys } from '../../../lib/query-keys';

export function createOrder(body: CreateOrderRequest) {
  return call(routes.orders.createOrder, { body });
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    // Every button or form placing an order (Buy, the invoices, Buy keys) tells its failure beside it.
    meta: { handlesErrors: true },
    // The order's invoice, opened next, shows it at once.
    onSuccess: (order) => queryClient.setQueryData(ordersKeys.order(order.id), order),
  });
}
