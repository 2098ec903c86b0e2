import { type RoleCode, routes } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';
import { auditLogKeys, resellersKeys, usersKeys } from '../../../lib/query-keys';

export function changeRole({ userId, role }: { userId: string; role: RoleCode }) {
  return call(routes.users.changeRole, { params: { id: userId }, body: { role } });
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRole,
    meta: { handlesErrors: true },
    // A reseller given a staff role leaves the resellers' list.
    onSuccess: () => refreshQueries(queryClient, [usersKeys.all, resellersKeys.all, auditLogKeys.all]),
  });
}
