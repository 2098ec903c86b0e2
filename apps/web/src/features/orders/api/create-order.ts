import type { CreateOrderRequest, Order } from '@oneclick/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function createOrder(body: CreateOrderRequest) {
  return apiRequest<Order>('/orders', { method: 'POST', body });
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}
