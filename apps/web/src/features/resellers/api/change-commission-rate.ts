import { routes } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';
import { auditLogKeys, resellersKeys, usersKeys } from '../../../lib/query-keys';

export function changeCommissionRate({ userId, commissionRate }: { userId: string; commissionRate: number }) {
  return call(routes.resellers.changeCommissionRate, { params: { userId }, body: { commissionRate } });
}

export function useChangeCommissionRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCommissionRate,
    meta: { handlesErrors: true },
    onSuccess: () => refreshQueries(queryClient, [resellersKeys.all, usersKeys.all, auditLogKeys.all]),
  });
}
