import { routes } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';
import { auditLogKeys, licenceKeysKeys, resellersKeys } from '../../../lib/query-keys';

export function deleteLicenceKey(code: string) {
  return call(routes.licenceKeys.deleteLicenceKey, { params: { code } });
}

export function useDeleteLicenceKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLicenceKey,
    meta: { handlesErrors: true },
    onSuccess: () => refreshQueries(queryClient, [licenceKeysKeys.all, resellersKeys.all, auditLogKeys.all]),
  });
}
