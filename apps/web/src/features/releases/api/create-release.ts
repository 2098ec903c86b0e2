import { type CreateReleaseRequest, routes } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';
import { auditLogKeys, releasesKeys } from '../../../lib/query-keys';

export function createRelease(body: CreateReleaseRequest) {
  return call(routes.releases.createRelease, { body });
}

export function useCreateRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRelease,
    meta: { handlesErrors: true },
    onSuccess: () => refreshQueries(queryClient, [releasesKeys.all, auditLogKeys.all]),
  });
}
