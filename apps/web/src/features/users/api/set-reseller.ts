import type { UserSummary } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function setReseller({ userId, commissionRate }: { userId: string; commissionRate: number | null }) {
  return apiRequest<UserSummary>(`/users/${encodeURIComponent(userId)}/reseller`, {
    method: 'PUT',
    body: { commissionRate },
  });
}

export function useSetReseller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReseller,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
