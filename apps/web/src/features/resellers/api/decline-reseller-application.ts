import { routes } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';
import { auditLogKeys, resellerApplicationsKeys } from '../../../lib/query-keys';

export function declineResellerApplication({ id, reason }: { id: string; reason: string }) {
  return call(routes.resellers.declineResellerApplication, { params: { id }, body: { reason } });
}

export function useDeclineResellerApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineResellerApplication,
    meta: { handlesErrors: true },
    onSuccess: () => refreshQueries(queryClient, [resellerApplicationsKeys.all, auditLogKeys.all]),
  });
}
