import { routes } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';
import { auditLogKeys, licenceKeysKeys, resellersKeys } from '../../../lib/query-keys';

export function reassignLicenceKey({ code, resellerId }: { code: string; resellerId: string | null }) {
  return call(routes.licenceKeys.reassignLicenceKey, { params: { code }, body: { resellerId } });
}

export function useReassignLicenceKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reassignLicenceKey,
    meta: { handlesErrors: true },
    onSuccess: () => refreshQueries(queryClient, [licenceKeysKeys.all, resellersKeys.all, auditLogKeys.all]),
  });
}
