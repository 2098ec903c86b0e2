import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';

export function revokeReseller(userId: string) {
  return apiRequest<void>(`/resellers/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}

export function useRevokeReseller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeReseller,
    meta: { handlesErrors: true },
    onSuccess: () => refreshQueries(queryClient, ['resellers', 'users', 'audit-log']),
  });
}
