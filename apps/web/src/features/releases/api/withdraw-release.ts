import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';

export function withdrawRelease(id: string) {
  return apiRequest<void>(`/releases/${id}`, { method: 'DELETE' });
}

export function useWithdrawRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawRelease,
    meta: { handlesErrors: true },
    onSuccess: () => refreshQueries(queryClient, ['releases', 'audit-log']),
  });
}
