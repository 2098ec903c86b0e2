import type { RedeemLicenceKeyRequest, RedeemLicenceKeyResponse } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function redeemLicenceKey(body: RedeemLicenceKeyRequest) {
  return apiRequest<RedeemLicenceKeyResponse>('/licence-keys/redeem', { method: 'POST', body });
}

export function useRedeemLicenceKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemLicenceKey,
    meta: { handlesErrors: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['licence-keys'] }),
        queryClient.invalidateQueries({ queryKey: ['users'] }),
      ]),
  });
}
