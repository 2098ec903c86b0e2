import { routes } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';
import { auditLogKeys, releasesKeys } from '../../../lib/query-keys';

export function withdrawRelease(id: string) {
  return call(routes.releases.withdrawRelease, { params: { id } });
}

export function useWithdrawRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawRelease,
    meta: { handlesErrors: true },
    onSuccess: () => refreshQueries(queryClient, [releasesKeys.all, auditLogKeys.all]),
  });
}
