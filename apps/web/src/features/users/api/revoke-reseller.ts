import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function revokeReseller(userId: string) {
  return apiRequest<void>(`/resellers/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}

export function useRevokeReseller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeReseller,
    meta: { handlesErrors: true },
    onSuccess: () =>
      Promise.all(['resellers', 'users'].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  });
}
