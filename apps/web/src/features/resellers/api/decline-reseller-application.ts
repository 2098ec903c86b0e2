import type { ResellerApplication } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';

export function declineResellerApplication({ id, reason }: { id: string; reason: string }) {
  return apiRequest<ResellerApplication>(`/reseller-applications/${encodeURIComponent(id)}/decline`, {
    method: 'POST',
    body: { reason },
  });
}

export function useDeclineResellerApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineResellerApplication,
    meta: { handlesErrors: true },
    onSuccess: () => refreshQueries(queryClient, ['reseller-applications', 'audit-log']),
  });
}
