import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { secondFactorStatusQuery } from './get-second-factor-status';

export function removePasskey(id: string) {
  return apiRequest<void>(`/auth/passkeys/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries(secondFactorStatusQuery),
  });
}
