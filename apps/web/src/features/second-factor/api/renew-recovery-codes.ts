import { routes } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { secondFactorStatusQuery } from './get-second-factor-status';

/** Ten new recovery codes; the old ones stop working. */
export function renewRecoveryCodes() {
  return call(routes.secondFactor.renewRecoveryCodes);
}

export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewRecoveryCodes,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries(secondFactorStatusQuery),
  });
}
