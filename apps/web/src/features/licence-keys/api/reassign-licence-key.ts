import type { LicenceKey } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';

export function reassignLicenceKey({ code, resellerId }: { code: string; resellerId: string | null }) {
  return apiRequest<LicenceKey>(`/licence-keys/${encodeURIComponent(code)}`, {
    method: 'PATCH',
    body: { resellerId },
  });
}

export function useReassignLicenceKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reassignLicenceKey,
    meta: { handlesErrors: true },
    onSuccess: () => refreshQueries(queryClient, ['licence-keys', 'resellers', 'audit-log']),
  });
}
