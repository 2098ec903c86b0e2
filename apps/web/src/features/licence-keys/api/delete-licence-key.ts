import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';

export function deleteLicenceKey(code: string) {
  return apiRequest<void>(`/licence-keys/${encodeURIComponent(code)}`, { method: 'DELETE' });
}

export function useDeleteLicenceKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLicenceKey,
    meta: { handlesErrors: true },
    onSuccess: () => refreshQueries(queryClient, ['licence-keys', 'resellers', 'audit-log']),
  });
}
