import { routes } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { secondFactorStatusQuery } from './get-second-factor-status';

export function removePasskey(id: string) {
  return call(routes.secondFactor.removePasskey, { params: { id } });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries(secondFactorStatusQuery),
  });
}
