import type { RoleCode, UserSummary } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';

export function changeRole({ userId, role }: { userId: string; role: RoleCode }) {
  return apiRequest<UserSummary>(`/users/${encodeURIComponent(userId)}/role`, { method: 'PUT', body: { role } });
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRole,
    meta: { handlesErrors: true },
    // A reseller given a staff role leaves the resellers' list.
    onSuccess: () => refreshQueries(queryClient, ['users', 'resellers', 'audit-log']),
  });
}
