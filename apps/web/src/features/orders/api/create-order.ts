import { type CreateOrderRequest, routes } from '@oneclick/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export function createOrder(body: CreateOrderRequest) {
  return call(routes.orders.createOrder, { body });
}

export function useCreateOrder() {
  // Every form placing an order (the invoices, Buy keys) tells its failure beside it.
  return useMutation({ mutationFn: createOrder, meta: { handlesErrors: true } });
}
