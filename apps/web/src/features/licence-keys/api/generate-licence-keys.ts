import { type GenerateLicenceKeysRequest, routes } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';
import { auditLogKeys, licenceKeysKeys, resellersKeys } from '../../../lib/query-keys';

export function generateLicenceKeys(body: GenerateLicenceKeysRequest) {
  return call(routes.licenceKeys.generateLicenceKeys, { body });
}

export function useGenerateLicenceKeys() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateLicenceKeys,
    meta: { handlesErrors: true },
    // A reseller's count of unused keys is in the resellers' list.
    onSuccess: () => refreshQueries(queryClient, [licenceKeysKeys.all, resellersKeys.all, auditLogKeys.all]),
  });
}
