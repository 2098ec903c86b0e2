import type { ResellerApplication } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function approveResellerApplication({ id, commissionRate }: { id: string; commissionRate: number }) {
  return apiRequest<ResellerApplication>(`/reseller-applications/${encodeURIComponent(id)}/approve`, {
    method: 'POST',
    body: { commissionRate },
  });
}

export function useApproveResellerApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveResellerApplication,
    meta: { handlesErrors: true },
    onSuccess: () =>
      Promise.all(
        ['reseller-applications', 'resellers', 'users'].map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      ),
  });
}
