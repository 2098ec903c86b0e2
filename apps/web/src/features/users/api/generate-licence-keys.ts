import type { GenerateLicenceKeysRequest, LicenceKey } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function generateLicenceKeys(body: GenerateLicenceKeysRequest) {
  return apiRequest<{ keys: LicenceKey[] }>('/licence-keys', { method: 'POST', body });
}

export function useGenerateLicenceKeys() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateLicenceKeys,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['licence-keys'] }),
  });
}
