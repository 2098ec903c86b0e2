import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { secondFactorStatusQuery } from './get-second-factor-status';

export function removeTotp() {
  return apiRequest<void>('/auth/totp', { method: 'DELETE' });
}

export function useRemoveTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTotp,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries(secondFactorStatusQuery),
  });
}
