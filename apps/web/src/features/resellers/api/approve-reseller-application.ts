import { routes } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';
import { auditLogKeys, resellerApplicationsKeys, resellersKeys, usersKeys } from '../../../lib/query-keys';

export function approveResellerApplication({ id, commissionRate }: { id: string; commissionRate: number }) {
  return call(routes.resellers.approveResellerApplication, { params: { id }, body: { commissionRate } });
}

export function useApproveResellerApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveResellerApplication,
    meta: { handlesErrors: true },
    onSuccess: () =>
      refreshQueries(queryClient, [resellerApplicationsKeys.all, resellersKeys.all, usersKeys.all, auditLogKeys.all]),
  });
}
