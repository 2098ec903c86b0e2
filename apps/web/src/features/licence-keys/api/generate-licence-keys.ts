import type { GenerateLicenceKeysRequest, LicenceKey } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';

export function generateLicenceKeys(body: GenerateLicenceKeysRequest) {
  return apiRequest<{ keys: LicenceKey[] }>('/licence-keys', { method: 'POST', body });
}

export function useGenerateLicenceKeys() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateLicenceKeys,
    meta: { handlesErrors: true },
    // A reseller's count of unused keys is in the resellers' list.
    onSuccess: () => refreshQueries(queryClient, ['licence-keys', 'resellers', 'audit-log']),
  });
}
