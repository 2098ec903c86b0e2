import type { CreateOrderRequest, Order } from '@oneclick/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type BuyLicenceKeysRequest = Extract<CreateOrderRequest, { kind: 'keys' }>;

/** A reseller orders licence keys; the server prices them at the catalogue minus their commission. */
export function useBuyLicenceKeys() {
  return useMutation({
    mutationFn: (body: BuyLicenceKeysRequest) => apiRequest<Order>('/orders', { method: 'POST', body }),
  });
}
