import { routes } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';
import { auditLogKeys, resellersKeys, usersKeys } from '../../../lib/query-keys';

export function revokeReseller(userId: string) {
  return call(routes.resellers.revokeReseller, { params: { userId } });
}

export function useRevokeReseller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeReseller,
    meta: { handlesErrors: true },
    onSuccess: () => refreshQueries(queryClient, [resellersKeys.all, usersKeys.all, auditLogKeys.all]),
  });
}
