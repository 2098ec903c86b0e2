import { routes } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { secondFactorStatusQuery } from './get-second-factor-status';

export function removeTotp() {
  return call(routes.secondFactor.removeTotp);
}

export function useRemoveTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTotp,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries(secondFactorStatusQuery),
  });
}
